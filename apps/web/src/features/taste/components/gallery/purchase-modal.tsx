import { Button, Modal } from 'antd';

/** After a purchase (Go To Gallery on the post-purchase page): the work is held, keep rating. */
export function PurchaseModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Your work is on hold for you"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Keep exploring
        </Button>
      }
    >
      <p>While our team arranges the delivery, keep rating: every like and dislike sharpens your gallery, so the next work you fall for is closer to the top.</p>
    </Modal>
  );
}
