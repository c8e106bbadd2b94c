import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8343', viewport: { width: Number(process.argv[2] ?? 1280), height: 900 } });
const page = await context.newPage();
await page.goto('/login');
const form = page.locator('main resort-signin-form');
await form.getByRole('textbox', { name: 'Email or username' }).fill('shopper@example.com');
await form.getByRole('button', { name: 'Continue' }).click();
await form.getByLabel('Password', { exact: true }).filter({ visible: true }).fill('Resort!2026');
await form.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(u => !u.pathname.startsWith('/login'));
await page.goto('/userinfo');
const profile = page.locator('resort-profile');
await profile.getByRole('textbox', { name: 'Phone' }).focus();
await page.waitForTimeout(2500);
console.log((await profile.ariaSnapshot()).split('\n').filter(l => /Phone|country|Country|button/i.test(l)).join('\n'));
const deep = () => page.evaluate(() => { let a = document.activeElement; const p = []; while (a) { p.push(a.localName + (a.getAttribute('aria-label') ? `[${a.getAttribute('aria-label')}]` : '') + (a.className && typeof a.className === 'string' ? '.' + a.className.split(' ')[0] : '')); a = a.shadowRoot?.activeElement ?? null; } return p.join(' > '); });
const btn = profile.locator('.iti__selected-country');
await btn.focus(); console.log('btn focus:', await deep());
await page.keyboard.press('Enter'); await page.waitForTimeout(800);
console.log('open:', await deep());
const dlg = page.locator('[role=dialog]').filter({ visible: true });
console.log('dialogs:', await page.locator('body').ariaSnapshot().then(t => t.split('\n').filter(l => /dialog/.test(l)).join(' | ')));
for (let i = 0; i < 4; i++) { await page.keyboard.press('Tab'); console.log('Tab', i, await deep()); }
await page.keyboard.press('Escape'); await page.waitForTimeout(300); console.log('esc:', await deep());
await btn.focus(); await page.keyboard.press('Enter'); await page.waitForTimeout(500);
for (let i = 0; i < 3; i++) { await page.keyboard.press('Shift+Tab'); console.log('STab', i, await deep()); }
await browser.close();
