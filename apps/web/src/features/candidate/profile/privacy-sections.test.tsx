import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { PRIVACY_MESSAGES as M } from '@logicareers/shared/schemas/privacy';
import { dataExports, users } from '../../../../../api/src/db/schema';
import { signedIn, TEST_PASSWORD } from '../../../../../api/src/test/factories';
import { prepareDataExports } from '../../../../../api/src/modules/privacy/data-export';
import { renderPage, testApi } from '../../../test/render';
import { setToken } from '../../../lib/storage';
import { PrivacySection } from './privacy-sections';

const api = testApi();

async function candidate() {
  const { user, token } = await signedIn(api.app, api.database.db, 'candidate');
  setToken(token);
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe("the candidate's data and privacy section", () => {
  it('asks for a copy of the data, shows it being prepared, then ready with the link e-mailed', async () => {
    const user = await candidate();
    await renderPage(<PrivacySection />);
    expect(await screen.findByText(/You accepted our privacy notice/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your data')).toBeDefined();
    expect(
      (screen.getByRole('button', { name: 'Ask for a new copy' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await prepareDataExports({ db: api.database.db, files: api.app.ctx.files }, 'http://x');
    expect(await screen.findByText('Your data is ready', {}, { timeout: 10_000 })).toBeDefined();
    const [row] = await api.database.db
      .select({ status: dataExports.status })
      .from(dataExports)
      .where(eq(dataExports.userId, user.id));
    expect(row.status).toBe('ready');

    // Signed in, the copy is downloaded from here as well as from the e-mailed link.
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((made: Blob) => {
      blob = made;
      return 'blob:copy';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blob! });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download my data (ZIP)' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('logicareers-my-data.zip');
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0], bytes[1])).toBe('PK');
  });

  it('refuses a wrong password, schedules the deletion with the right one, and cancels it', async () => {
    const user = await candidate();
    await renderPage(<PrivacySection />);
    const password = await screen.findByLabelText(/^Your password/);
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(M.passwordWrong)).toBeDefined();
    await userEvent.clear(password);
    await userEvent.type(password, TEST_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account will be deleted')).toBeDefined();
    const due = async () =>
      (
        await api.database.db
          .select({ due: users.deletionDueAt })
          .from(users)
          .where(eq(users.id, user.id))
      )[0].due;
    expect(await due()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the deletion' }));
    await waitFor(async () => expect(await due()).toBeNull());
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeDefined();
  });

  it('speaks the pseudo-locale', async () => {
    await candidate();
    await renderPage(<PrivacySection />, 'en-XA');
    const headings = await screen.findAllByRole('heading');
    await screen.findAllByRole('button', { name: /./ });
    for (const heading of headings) expect(heading.textContent).toMatch(/^⟦.*⟧$/);
    for (const button of screen.getAllByRole('button', { name: /./ }))
      expect(button.textContent).toMatch(/^(⟦.*⟧)?$/);
  });
});
