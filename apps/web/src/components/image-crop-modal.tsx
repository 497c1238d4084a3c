import { Button, Modal, Slider } from 'antd';
import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { cropToJpeg } from '../lib/crop-image.ts';
import './image-crop-modal.css';

interface ImageCropModalProps {
  /** An object URL of the chosen file; the modal is open while it is set. */
  src: string | null;
  /** Width / height of the crop (1 for profile images). */
  aspect: number;
  title?: string;
  /** A round guide (profile images show as circles); the output stays square. */
  round?: boolean;
  /** Uploading: the buttons wait. */
  busy?: boolean;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
}

/** Crop a chosen image to a fixed aspect (drag to move, slider or wheel to zoom), output as JPEG. */
export function ImageCropModal({ src, aspect, title = 'Crop image', round = false, busy = false, onCancel, onCropped }: ImageCropModalProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [cropping, setCropping] = useState(false);
  const onComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const confirm = async () => {
    if (!src || !area) return;
    setCropping(true);
    try {
      onCropped(await cropToJpeg(src, area));
    } finally {
      setCropping(false);
    }
  };

  return (
    <Modal
      open={src !== null}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) {
          setCrop({ x: 0, y: 0 });
          setZoom(1);
        }
      }}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>,
        <Button key="ok" type="primary" onClick={() => void confirm()} loading={busy || cropping} disabled={!area}>
          Upload
        </Button>,
      ]}
    >
      <div className="image-crop__area">
        {src ? <Cropper image={src} crop={crop} zoom={zoom} aspect={aspect} cropShape={round ? 'round' : 'rect'} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={onComplete} disableAutomaticStylesInjection /> : null}
      </div>
      <label className="image-crop__zoom">
        <span>Zoom</span>
        <Slider min={1} max={3} step={0.05} value={zoom} onChange={setZoom} ariaLabelForHandle="Zoom" style={{ flex: 1 }} />
      </label>
    </Modal>
  );
}
