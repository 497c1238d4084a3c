import { Modal } from 'antd';
import { SnippetHtml } from '../../../components/snippet-html.tsx';

interface MaintenanceModalProps {
  open: boolean;
  title: string;
  html: string;
  onClose: () => void;
}

/** The maintenance notice itself: closed only by its OK button. */
export function MaintenanceModal({ open, title, html, onClose }: MaintenanceModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onOk={onClose}
      onCancel={onClose}
      okText="OK"
      footer={(_, { OkBtn }) => <OkBtn />}
      closable={false}
      mask={{ closable: false }}
      width={520}
    >
      <SnippetHtml html={html} />
    </Modal>
  );
}
