import { expect, it } from 'vitest';
import { ACCOUNTS, DEMO_PASSWORD, baseUrl, describeE2E, signIn, useBrowser, visible, waitForPath } from './browser.ts';

describeE2E('the built app under its Content-Security-Policy', () => {
  const browser = useBrowser();

  it('signs in and lists the company’s stores with no policy violation', async () => {
    const { page, context } = browser();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
    const first = await page.goto(`${baseUrl()}/auth/login`);
    expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, baseUrl(), ACCOUNTS.cornerOwner, DEMO_PASSWORD);
    await waitForPath(page, (url) => /^\/companies\/\d+$/.test(url.pathname));
    await visible(page.getByRole('link', { name: 'Corner Market Back Bay' }));
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
});
