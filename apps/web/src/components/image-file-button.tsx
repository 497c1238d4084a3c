import { UploadOutlined } from '@ant-design/icons';
import './image-file-button.css';

/**
 * "Choose an image" for a form's picture: a button-like label over a hidden file input that
 * takes JPEG, PNG or WebP (the server decodes and checks it again). The same file may be chosen
 * twice in a row (the input is cleared after each choice).
 */
export function ImageFileButton({ onChoose }: { onChoose: (file: File | undefined) => void }) {
  return (
    <label className="image-file-button">
      <UploadOutlined aria-hidden="true" /> Choose an image
      <input
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
