import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUR_MESSAGES } from '../../src/domain/tour';
import TourRunner, { SHIPPED_TOUR } from '../../src/tour/tour-runner';
import type { TourPage } from '../../src/tour/tour-actions';
import { TEST_USER, createTestAuth } from '../support/render';

// The tour's runner with the real driver.js, on a page the test draws: the first step's element
// is an article the test puts in the document (and draws again, as React does when a screen's
// data arrives). jsdom lays nothing out: every box is given a size, so the element counts as shown.

const [first, second] = SHIPPED_TOUR.steps;

/** The first step's element, as its screen draws it. */
function drawArticle(): HTMLElement {
  const article = document.createElement('article');
  article.textContent = first?.target.name ?? '';
  document.body.append(article);
  return article;
}

function fakePage(): TourPage {
  let location = { pathname: '/', search: '' };
  return {
    navigate: async (href) => {
      const url = new URL(href, 'http://localhost');
      location = { pathname: url.pathname, search: url.search };
    },
    location: () => location,
    coApplicantEdits: () => Promise.reject(new Error('not used here')),
  };
}

/** The runner on the first step, pointing at its article: the article, the caption and its Next. */
async function pointingAtTheFirstStep() {
  const auth = createTestAuth({ ...TEST_USER, email: SHIPPED_TOUR.account.email });
  const drawn = drawArticle();
  render(
    <MantineProvider>
      <TourRunner auth={auth} page={fakePage()} startAt={0} fresh={false} onEnd={() => {}} />
    </MantineProvider>,
  );
  await waitFor(() => expect(drawn).toHaveClass('driver-active-element'));
  const caption = screen.getByRole('dialog', { name: TOUR_MESSAGES.dialog });
  const next = within(caption).getByRole('button', { name: TOUR_MESSAGES.next });
  return { drawn, caption, next };
}

/** The caption shows the second step. */
async function expectTheSecondStep() {
  const heading = await screen.findByRole('heading', { name: second?.title });
  expect(screen.getByRole('dialog', { name: TOUR_MESSAGES.dialog })).toContainElement(heading);
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 100, width: 300, height: 60 }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('the tour on the page', () => {
  it('keeps its caption, and the focused Next, when the step element is drawn again', async () => {
    // driver.js draws a new box for each highlight; the caption used to be drawn anew in it, and
    // a Next pressed as the element was redrawn went to the button being replaced: the tour stayed
    // on its step (tour.spec.ts on a phone, with one core busy).
    const { drawn, next } = await pointingAtTheFirstStep();
    act(() => next.focus());

    // The screen draws its article again: the tour points at the new one.
    const redrawn = drawArticle();
    act(() => drawn.remove());
    await waitFor(() => expect(redrawn).toHaveClass('driver-active-element'));

    const nowShown = screen.getByRole('dialog', { name: TOUR_MESSAGES.dialog });
    expect(within(nowShown).getByRole('button', { name: TOUR_MESSAGES.next })).toBe(next);
    expect(next).toHaveFocus();
    await userEvent.setup().click(next);
    await expectTheSecondStep();
  });

  it('keeps its caption in place while a pointer is pressed on it, and takes the click on release', async () => {
    // What Show me opened (the bell's popover) closes as a pointer goes down outside it: the tour,
    // answering the element's going at once, placed its caption anew between the press and the
    // release, and the click on Next was lost (tour.spec.ts, a busy machine).
    const { drawn, caption, next } = await pointingAtTheFirstStep();
    const status = within(caption).getByRole('status');
    expect(status).toHaveTextContent(TOUR_MESSAGES.pointing(first!.target));

    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: next });
    act(() => drawn.remove());
    // The tour looks again in the frame after the page changed (a frame asked for after the
    // change's own comes after it): it still points, and says so.
    await act(() => new Promise((frame) => requestAnimationFrame(frame)));
    expect(status).toHaveTextContent(TOUR_MESSAGES.pointing(first!.target));

    await user.pointer({ keys: '[/MouseLeft]', target: next });
    await expectTheSecondStep();
  });
});
