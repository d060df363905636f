import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { INTERVIEW_MESSAGES as M } from '@logicareers/shared/schemas/interviews';
import { ApiError } from '../lib/api-client';
import { renderPage, resetPage } from '../test/render';
import { LinkProblem } from './link-problem';

const moved = new ApiError(409, { code: 'CONFLICT', message: M.linkMoved });
const page = (
  <LinkProblem
    error={moved}
    refused={{ title: 'Refused' }}
    failed={{ title: 'Failed', text: 'Try again', retry: 'Retry' }}
    onRetry={() => undefined}
  />
);

describe("an e-mailed link's refusal", () => {
  afterEach(resetPage);

  it("says why in the server's words in English", async () => {
    await renderPage(page, 'en');
    expect(await screen.findByText(M.linkMoved)).toBeTruthy();
  });

  it('says why in Arabic when the page is in Arabic (an interview moved since the link)', async () => {
    await renderPage(page, 'ar');
    expect(
      await screen.findByText(
        'نُقلت هذه المقابلة إلى موعد آخر: أجب من الرابط في آخر رسالة بريد إلكتروني عنها',
      ),
    ).toBeTruthy();
  });
});
