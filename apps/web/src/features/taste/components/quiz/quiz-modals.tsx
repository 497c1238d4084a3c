import { QUIZ_SIZE } from '@vernissage/core/constants';
import { Button, Modal } from 'antd';

export function QuizWelcomeModal({ open, total, onStart }: { open: boolean; total: number; onStart: () => void }) {
  return (
    <Modal destroyOnHidden open={open} title="Welcome to the Taste Test" onCancel={onStart} footer={<Button type="primary" onClick={onStart}>Start</Button>} width={560}>
      <p>
        We will show you {total || QUIZ_SIZE} artworks, one at a time. Like the ones you would hang on your wall and dislike the ones you would not: there are no
        wrong answers.
      </p>
      <p>Your answers build your taste profile, and your gallery is then hung for your taste.</p>
    </Modal>
  );
}

export function QuizHelpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal destroyOnHidden open={open} title="How the Taste Test works" onCancel={onClose} footer={<Button onClick={onClose}>Got it</Button>} width={600}>
      <ul className="quiz-help">
        <li>
          <strong>Like</strong> (or press L) a work you would love to live with; <strong>dislike</strong> (or press D) one you would not.
        </li>
        <li>Each answer takes you to the next work. You can go back with the left arrow (or ←) and change an answer.</li>
        <li>You move forward only once the work in front of you has an answer.</li>
        <li>We learn from the colours, subjects, materials and forms of what you like and dislike. Dislikes count a little more than likes.</li>
        <li>The first works are the same for everyone. After them, each work is chosen from your answers so far: the one that tells us most about what we do not yet know of your taste.</li>
        <li>You can leave at any time: the test resumes at the first work you have not rated.</li>
      </ul>
    </Modal>
  );
}

export function QuizCompleteModal({ open, product, closing, onClose }: { open: boolean; product: string; closing: boolean; onClose: () => void }) {
  return (
    <Modal
      destroyOnHidden
      open={open}
      title={`Welcome to ${product}!`}
      closable={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" loading={closing} onClick={onClose}>
          Close
        </Button>
      }
      width={560}
    >
      <p>Thank you for taking the Taste Test. Your taste profile is ready.</p>
      <p>Close this window and we will hang your gallery: the works we think you will love, one at a time.</p>
    </Modal>
  );
}
