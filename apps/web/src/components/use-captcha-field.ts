import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useRef } from 'react';
import type { CaptchaHandle } from './captcha.tsx';

/**
 * The captcha as a form field named `captcha`: whether it is solved (the submit button waits
 * for it) and a reset for after each attempt, since a payload is accepted only once.
 */
export function useCaptchaField(form: FormInstance) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const payload = Form.useWatch('captcha', form) as string | undefined;
  const resetCaptcha = () => {
    captchaRef.current?.reset();
    form.setFieldValue('captcha', undefined);
  };
  return { captchaRef, captchaSolved: Boolean(payload), resetCaptcha };
}
