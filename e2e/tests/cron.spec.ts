import type { Locator, Page } from '@playwright/test';
import { Cron } from 'croner';
import { expect, test } from './fixtures';
import { DEMO, openFromMenu, signIn } from './helpers';

/** The options the contracts' cron model gives croner (DESIGN: cron). */
const QUARTZ = { mode: '6-or-7-parts', alternativeWeekdays: true, sloppyRanges: true } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const format = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

async function openCron(page: Page): Promise<Locator> {
  await openFromMenu(page, '组件示例', 'Cron 表达式');
  const editor = page.getByTestId('cron-editor');
  await expect(editor.getByTestId('cron-text')).toHaveValue('* * * * * ? *');
  return editor;
}

async function tab(editor: Locator, name: string): Promise<Locator> {
  await editor.getByRole('tab', { name, exact: true }).click();
  return editor.getByRole('tabpanel', { name, exact: true });
}

async function expectRunsOf(editor: Locator, text: string): Promise<void> {
  const runs = editor.getByTestId('cron-runs').locator('.ant-list-item');
  await expect(runs).toHaveCount(10);
  // The page computed its runs a moment ago; none of these schedules runs within seconds of now.
  const expected = new Cron(text, QUARTZ).nextRuns(10, new Date(Date.now() - 5_000)).map(format);
  await expect(runs).toHaveText(expected);
}

test.describe('cron editor', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.username, DEMO.password);
  });

  test('a schedule built by clicking matches its text and its next runs', async ({ page }) => {
    const editor = await openCron(page);
    const text = editor.getByTestId('cron-text');

    // The week cannot be set while the day is set.
    const week = await tab(editor, '周');
    await expect(week.locator('input[type="radio"]').first()).toBeDisabled();

    // Every 6 hours from midnight: setting the hour gives minute and second 0.
    const hour = await tab(editor, '时');
    await hour.locator('input[data-mode="loop"]').check();
    await hour.getByLabel('loop-step').fill('6');
    await expect(text).toHaveValue('0 0 0/6 * * ? *');

    // On the second Tuesday of the month: the day first gives way to the week.
    const day = await tab(editor, '日');
    await day.locator('input[data-mode="notSet"]').check();
    const weekTab = await tab(editor, '周');
    await weekTab.locator('input[data-mode="nth"]').check();
    await weekTab.getByLabel('nth', { exact: true }).fill('2');
    await weekTab.getByLabel('nth-weekday').click();
    await page.locator('.ant-select-dropdown:visible').getByText('周二', { exact: true }).click();
    await expect(text).toHaveValue('0 0 0/6 ? * 3#2 *');
    await expect(page.getByTestId('cron-value')).toHaveText('0 0 0/6 ? * 3#2 *');
    await expectRunsOf(editor, '0 0 0/6 ? * 3#2 *');

    // Setting the week back to "not set" gives the day back.
    await weekTab.locator('input[data-mode="notSet"]').check();
    await expect(text).toHaveValue('0 0 0/6 * * ? *');
    await expectRunsOf(editor, '0 0 0/6 * * ? *');
  });

  test('a typed text shows in the tabs; a bad one is refused with no runs', async ({ page }) => {
    const editor = await openCron(page);
    const text = editor.getByTestId('cron-text');
    await text.fill('0 30 9 ? * 2-6 *');
    await expectRunsOf(editor, '0 30 9 ? * 2-6 *');
    const minute = await tab(editor, '分');
    await expect(minute.locator('input[data-mode="specify"]')).toBeChecked();
    await expect(minute.getByRole('checkbox', { name: '30' })).toBeChecked();
    const week = await tab(editor, '周');
    await expect(week.getByLabel('range-start')).toHaveValue('2');
    await expect(week.getByLabel('range-end')).toHaveValue('6');

    await text.fill('0 61 9 ? * 2-6 *');
    await expect(editor.getByRole('alert')).toContainText('cron表达式的分部分无效');
    await expect(editor.getByTestId('cron-runs').locator('.ant-list-item')).toHaveCount(0);
  });
});
