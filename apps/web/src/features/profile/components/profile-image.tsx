import { IMAGE_ACCEPT, PROFILE_MESSAGES as P, type Profile } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { App, Avatar, Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { imageFileProblem } from '../../../lib/crop-image.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';

// The crop tool loads once an image has been chosen.
const ImageCropModal = lazy(() => import('../../../components/image-crop-modal.tsx').then((m) => ({ default: m.ImageCropModal })));

/**
 * The profile image: initials or the current image; choosing a file checks its type and size,
 * crops it 1:1 and uploads the JPEG (spec/01 §2 image upload with crop, §8 messages).
 */
export function ProfileImage({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  // Once shown, the crop dialog stays mounted so it can animate closed.
  const [cropUsed, setCropUsed] = useState(false);
  const upload = useUploadProfileImage();

  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    setCropUsed(true);
    setSource(URL.createObjectURL(file));
  };

  const close = () => {
    setSource(null);
    if (input.current) input.current.value = '';
  };

  const send = (image: Blob) => {
    upload.mutate(image, {
      onSuccess: (result) => {
        void message.success(result.message);
        close();
      },
      // Back to choosing an image, with the reason when the server gave one.
      onError: (error) => {
        void message.error(error instanceof ApiRequestError && error.status > 0 && error.status < 500 ? error.message : P.imageFailed);
        close();
      },
    });
  };

  const logo = profile.logo?.sizes.card;
  return (
    <div className="profile-image">
      {logo ? (
        <Avatar size={128} src={<img src={logo.webp} alt={`${profile.name}`} />} />
      ) : (
        <Avatar size={128} className="avatar-initials profile-image__initials" aria-label={`${profile.name}, no image yet`}>
          {initials(profile.name)}
        </Avatar>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        aria-label="Choose a profile image"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <Button onClick={() => input.current?.click()}>{logo ? 'Change image' : 'Upload image'}</Button>
      <p className="profile-image__hint">JPG, PNG or WebP, up to 20 MB. You crop it to a square.</p>
      {cropUsed ? (
        <Suspense fallback={null}>
          <ImageCropModal src={source} aspect={1} round title="Crop your profile image" busy={upload.isPending} onCancel={close} onCropped={send} />
        </Suspense>
      ) : null}
    </div>
  );
}
