import type { ScreenCredentials, ScreenState } from '@scenecast/contracts';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';

export interface TestScreen extends ScreenCredentials {
  state: ScreenState;
}

/** Registers a screen as the player does, answering its credentials and first state. */
export async function registerTestScreen(t: TestApp): Promise<TestScreen> {
  const { body } = await call<TestScreen>(t.app, 'POST', '/screen/register', { body: { appVersion: '1.0.0' } });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

export function screenHeaders(screen: ScreenCredentials): Record<string, string> {
  return { 'x-device-id': screen.deviceId, 'x-device-secret': screen.secret };
}

export async function stateOf(t: TestApp, screen: ScreenCredentials) {
  return call<ScreenState>(t.app, 'GET', '/screen/state', { headers: screenHeaders(screen) });
}

export function activation(code: string, shopId: string, overrides: Record<string, unknown> = {}) {
  return { code, name: '前台大屏', address: '一楼大厅', location: '22.54,114.05', shopId, ...overrides };
}

/** A screen registered and paired with the shop through the console's activation call. */
export async function pairTestScreen(t: TestApp, token: string, shopId: string): Promise<TestScreen> {
  const screen = await registerTestScreen(t);
  const { body } = await call(t.app, 'POST', '/device/dvDevice/actidevice', {
    token,
    body: activation(screen.state.code ?? '', shopId),
  });
  if (!body.success) throw new Error(`pairing refused: ${body.message}`);
  return screen;
}
