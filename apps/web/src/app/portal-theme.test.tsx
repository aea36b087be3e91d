// @vitest-environment jsdom
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalThemeProvider } from './portal-theme';

/** The browser's answer to media queries: `reduce` when the user asked the system for less motion. */
function stubMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

function Page({ isDialogOpen }: { isDialogOpen: boolean }) {
  return (
    <PortalThemeProvider>
      <Button>Save</Button>
      <Dialog open={isDialogOpen}>
        <DialogTitle>Pause the campaign?</DialogTitle>
      </Dialog>
    </PortalThemeProvider>
  );
}

/** A moment for what happens at once (a state the transition reaches without a duration). */
const nextTask = () => act(() => new Promise((done) => setTimeout(done, 0)));

describe('the portal theme and the user’s motion preference', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('with reduced motion: no ripple on a press, and a closed dialog is gone at once', async () => {
    stubMotionPreference(true);
    const { rerender } = render(<Page isDialogOpen />);
    const button = screen.getByRole('button', { name: 'Save', hidden: true });
    fireEvent.mouseDown(button);
    await nextTask();
    expect(button.querySelector('.MuiTouchRipple-ripple')).toBeNull();
    fireEvent.mouseUp(button);

    rerender(<Page isDialogOpen={false} />);
    await nextTask();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without it: the press ripples and the dialog leaves in its transition', async () => {
    stubMotionPreference(false);
    const { rerender } = render(<Page isDialogOpen />);
    const button = screen.getByRole('button', { name: 'Save', hidden: true });
    fireEvent.mouseDown(button);
    await nextTask();
    expect(button.querySelector('.MuiTouchRipple-ripple')).not.toBeNull();
    fireEvent.mouseUp(button);

    rerender(<Page isDialogOpen={false} />);
    await nextTask();
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });
});
