// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './use-confirm';
import { Button } from '../button/button';

function DeleteReceipt({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const [confirm, confirmDialog] = useConfirm();
  return (
    <>
      <Button onClick={async () => onAnswer(await confirm({ message: 'Xóa biên lai BL0001?', tone: 'danger' }))}>Xóa</Button>
      {confirmDialog}
    </>
  );
}

function Controlled({ onConfirm, onCancel }: { onConfirm: () => void | Promise<unknown>; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  return <ConfirmDialog open={open} onOpenChange={setOpen} message="Hủy phiếu thu?" onConfirm={onConfirm} onCancel={onCancel} />;
}

describe('ConfirmDialog', () => {
  it('asks with the default Vietnamese buttons and reports the answer', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderWithI18n(<Controlled onConfirm={onConfirm} onCancel={() => undefined} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận' });
    expect(dialog.textContent).toContain('Hủy phiếu thu?');
    await user.click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('treats Escape as cancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    await renderWithI18n(<Controlled onConfirm={() => undefined} onCancel={onCancel} />);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the confirmed action fails, so the user can try again', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Controlled onConfirm={() => Promise.reject(new Error('network'))} onCancel={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Đồng ý' }).getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});

describe('useConfirm', () => {
  it('resolves true when the user agrees and false when they cancel', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    await renderWithI18n(<DeleteReceipt onAnswer={onAnswer} />);

    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    await user.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // The delete button's one-second lock has to pass first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    await user.click(await screen.findByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
  });
});
