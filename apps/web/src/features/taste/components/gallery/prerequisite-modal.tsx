import { TASTE_MESSAGES } from '@vernissage/core/messages';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import type { Prerequisite } from './prerequisite.ts';

/** Why a gallery rating waits for the taste test (spec/01 §5 'Rating prerequisites'). */
export function PrerequisiteModal({ need, onClose }: { need: Prerequisite | null; onClose: () => void }) {
  const navigate = useNavigate();
  const go = () => {
    onClose();
    void navigate(paths.tasteQuiz);
  };
  return (
    <Modal
      destroyOnHidden
      open={need !== null}
      title="Taste Test"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={go}>
          {need === 'unfinished' ? 'Go to Taste Test' : 'Take The Taste Test'}
        </Button>
      }
      width={520}
    >
      <p className="prerequisite__text">{need === 'unfinished' ? TASTE_MESSAGES.unfinished : TASTE_MESSAGES.takeTestFirst}</p>
    </Modal>
  );
}
