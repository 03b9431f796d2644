import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/app-test';
import { publicRoutes } from './support/public-routes';
import { watchForErrors } from './support/page-checks';

// Runs in both projects: desktop 1280×800 and mobile 375×812.
test.describe('every public route', () => {
  for (const route of publicRoutes) {
    test(`${route.path} renders cleanly and passes axe (serious/critical)`, async ({ page }) => {
      const errors = watchForErrors(page);
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(route.heading);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = scan.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        }));
      expect(blocking).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
