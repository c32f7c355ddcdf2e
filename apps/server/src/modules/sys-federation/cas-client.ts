import { msg } from '@scenecast/contracts';
import type { CasSettings } from '../../config.js';
import { BusinessError } from '../../platform/http/errors.js';

const HTTP_TIMEOUT_MS = 10_000;
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const invalid = () => new BusinessError(msg('casTicketInvalid'));

function decodeXmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]).trim();
}

/**
 * The CAS user a service ticket proves, checked at the CAS server's /p3/serviceValidate (CAS
 * protocol 3.0). The answer is a small fixed XML document: success carries
 * `<cas:authenticationSuccess><cas:user>name</cas:user>`, anything else is a failure.
 */
export async function validateCasTicket(settings: CasSettings, ticket: string, service: string): Promise<string> {
  if (!settings.serviceUrls.includes(service)) throw new BusinessError(msg('casServiceRefused'));
  const url = new URL(`${settings.serverUrl}/p3/serviceValidate`);
  url.search = new URLSearchParams({ ticket, service }).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) }).catch(() => null);
  if (!response?.ok) throw invalid();
  const xml = await response.text();
  const success = /<(\w+:)?authenticationSuccess>([\s\S]*?)<\/\1?authenticationSuccess>/.exec(xml);
  const user = success && /<(\w+:)?user>([^<]+)<\/\1?user>/.exec(success[2]);
  if (!user) throw invalid();
  const name = decodeXmlText(user[2]);
  if (!name) throw invalid();
  return name;
}
