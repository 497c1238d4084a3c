import { Modal } from 'antd';
import type { ReactNode } from 'react';
import './preview-dialogs.css';

interface FullScreenDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The full-screen dialog both previews use: a title bar, then the stage and its controls. */
export function FullScreenDialog({ open, title, onClose, children }: FullScreenDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width="100vw"
      className="preview-dialog"
      rootClassName="preview-dialog-root"
      destroyOnHidden
      centered={false}
      mask={{ closable: false }}
    >
      {children}
    </Modal>
  );
}
