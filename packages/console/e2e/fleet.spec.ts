/** Fleet Management: the empty state, add (with validation), edit and delete a vehicle. */
import { expect as baseExpect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { blockTiles, tick } from './operations.js';

// The machine may be shared and busy: generous waits, the same checks.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a dispatcher adds, edits and deletes a vehicle', async ({ page }) => {
  test.slow();
  await skipCookieBanner(page);
  await blockTiles(page);
  await registerThroughApi(page);
  await page.goto('/fleet');
  await expect(page.getByRole('heading', { name: 'Fleet Management', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your vehicle fleet and settings.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
  await expect(page.getByText('Add your first vehicle to get started')).toBeVisible();

  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(dialog.getByText('Vehicle name is required')).toBeVisible();
  await expect(dialog.getByText('Vehicle type is required')).toBeVisible();
  await expect(dialog.getByText('Cost per km is required')).toBeVisible();

  await dialog.getByLabel('Vehicle Name').fill('Van 7');
  await dialog.getByLabel('Vehicle Type').selectOption({ label: 'Cargo Van' });
  await dialog.getByLabel('Capacity (kg)').fill('800');
  await dialog.getByLabel('Cost per km ($)').fill('1.35');
  await dialog.getByLabel('Max work hours').fill('9');
  await tick(dialog, 'Refrigerated');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  await expect(toast(page, 'Vehicle created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('vehicle-card').filter({ hasText: 'Van 7' });
  await expect(card).toContainText('Cargo Van');
  await expect(card).toContainText('800 kg');
  await expect(card).toContainText('$1.35');
  await expect(card).toContainText('9 h');
  await expect(card).toContainText('Refrigerated');

  await card.getByRole('button', { name: 'Edit Van 7' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vehicle' });
  await expect(edit.getByLabel('Vehicle Name')).toHaveValue('Van 7');
  await edit.getByLabel('Cost per km ($)').fill('1.5');
  await edit.getByRole('button', { name: 'Update Vehicle' }).click();
  await expect(toast(page, 'Vehicle updated successfully')).toBeVisible();
  await expect(card).toContainText('$1.50');

  await card.getByRole('button', { name: 'Delete Van 7' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this vehicle?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Vehicle deleted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
});
