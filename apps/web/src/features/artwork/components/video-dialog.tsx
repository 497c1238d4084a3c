import { VIDEO_DIALOG_WIDTH } from '@vernissage/core/constants';
import { Modal } from 'antd';
import type { VideoSource } from '@vernissage/core/text';

interface VideoDialogProps {
  source: VideoSource | null;
  open: boolean;
  title: string;
  onClose: () => void;
}

/** The Video Player dialog (spec/01 §2, width 600): a direct video, or the YouTube or Vimeo player. */
export function VideoDialog({ source, open, title, onClose }: VideoDialogProps) {
  return (
    <Modal open={open && source !== null} title="Video Player" onCancel={onClose} footer={null} width={VIDEO_DIALOG_WIDTH} destroyOnHidden centered>
      {source?.kind === 'file' ? (
        <video className="video-dialog__player" src={source.url} controls autoPlay playsInline aria-label={`Video of ${title}`} />
      ) : source ? (
        <iframe
          className="video-dialog__player"
          src={source.embedUrl}
          title={`Video of ${title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : null}
    </Modal>
  );
}
