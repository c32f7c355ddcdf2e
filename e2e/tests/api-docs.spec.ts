import { expect, test } from './fixtures';

// The docs are made on their first visit (apps/server/src/platform/http/api-docs.ts).
test('the API docs page lists the API, its files served through the server', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /SceneCast API/ })).toBeVisible();
  await expect(page.locator('.opblock-tag', { hasText: 'auth' })).toBeVisible();
  await expect(page.getByText('/api/sys/login', { exact: true })).toBeVisible();
  expect(failed).toEqual([]);
});
