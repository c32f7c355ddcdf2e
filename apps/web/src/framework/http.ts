import {
  CODE_OK,
  DEFAULT_SIGN_SECRET,
  type Envelope,
  HTTP_TIMEOUT_MS,
  signatureParams,
  signParams,
} from '@scenecast/contracts';
import axios, { type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { type FeedbackApi, withFeedback } from './feedback';
import { describeHttpFailure, type HttpFailure, statusOf } from './httpErrors';
import { currentLang, i18n } from './i18n';
import { toast } from './lite/toast';
import { clearSessionStorage, reloadWithoutHash } from './session';
import { getToken, localStore, STORAGE_KEYS } from './storage';

export const API_BASE = '/api';
const SIGN_SECRET: string = import.meta.env.VITE_SIGN_SECRET ?? DEFAULT_SIGN_SECRET;
const EXPIRED_RELOAD_DELAY_MS = 1500;

/** A refusal the caller may show: success false in the envelope, or an HTTP error already shown. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly alreadyShown: boolean,
    readonly result?: unknown,
  ) {
    super(message);
  }
}

export const http = axios.create({ baseURL: API_BASE, timeout: HTTP_TIMEOUT_MS });

function withHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token) config.headers.set('X-Access-Token', token);
  config.headers.set('tenant-id', String(localStore.get<number | string>(STORAGE_KEYS.tenantId) ?? 0));
  // The server answers its messages and labels in the interface's language, not the browser's.
  config.headers.set('Accept-Language', i18n.language);
  const method = (config.method ?? 'get').toLowerCase();
  // Dictionary item reads go without the cache buster (framework §7).
  if (method === 'get' && !config.url?.includes('/sys/dict/getDictItems/')) {
    config.params = { ...(config.params as Record<string, unknown> | undefined), _t: Date.now() };
  }
  const uri = http.getUri({ url: config.url, params: config.params });
  config.headers.set('X-TIMESTAMP', String(Date.now()));
  config.headers.set('X-Sign', signParams(signatureParams(uri), SIGN_SECRET));
  return config;
}

http.interceptors.request.use(withHeaders);

let expiryHandled = false;

function handleFailure(error: AxiosError<Partial<Envelope>>): Promise<never> {
  const status = statusOf(error.response?.status, error.code);
  const serverMessage = error.response?.data?.message;
  const failure = describeHttpFailure(status, serverMessage, currentLang());
  withFeedback(
    (api) => showFailure(api, failure),
    () => failure.kind !== 'silent' && toast('error', failure.text),
  );
  const text = failure.kind === 'silent' ? (serverMessage ?? '') : failure.text;
  return Promise.reject(new RequestError(text, status ?? 0, true, error.response?.data?.result));
}

function showFailure({ notification, modal }: FeedbackApi, failure: HttpFailure): void {
  const title = i18n.t('http.systemTip');
  switch (failure.kind) {
    case 'expired':
      if (!expiryHandled) {
        expiryHandled = true;
        notification.error({ title, description: failure.text });
        clearSessionStorage();
        window.setTimeout(reloadWithoutHash, EXPIRED_RELOAD_DELAY_MS);
      }
      break;
    case 'tokenExpiredDialog':
      if (!expiryHandled) {
        expiryHandled = true;
        modal.error({
          title: failure.title,
          content: failure.text,
          okText: i18n.t('http.relogin'),
          mask: { closable: false },
          keyboard: false,
          onOk: () => {
            clearSessionStorage();
            reloadWithoutHash();
          },
        });
      }
      break;
    case 'notify':
      notification.error({ title, description: failure.text, duration: 4 });
      break;
    case 'silent':
      break;
  }
}

http.interceptors.response.use(undefined, handleFailure);

/** One call, unwrapped to the envelope. */
export async function request<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const response = await http.request<Envelope<T>>(config);
  return response.data;
}

/** One call whose refusal (success false) becomes a RequestError carrying the server's message. */
export async function call<T>(config: AxiosRequestConfig): Promise<T> {
  const body = await request<T>(config);
  if (!body.success && body.code !== CODE_OK) {
    throw new RequestError(body.message, body.code, false, body.result);
  }
  return body.result;
}

export const getResult = <T>(url: string, params?: Record<string, unknown>) => call<T>({ method: 'get', url, params });
export const postResult = <T>(url: string, data?: unknown) => call<T>({ method: 'post', url, data });
export const putResult = <T>(url: string, data?: unknown) => call<T>({ method: 'put', url, data });
