import { FORM_MODAL_WIDTH } from '@vernissage/core/constants';
import {
  offerAmountSchema,
  QUESTION_MESSAGES as M,
  questionEmailSchema,
  questionNameSchema,
  questionPhoneSchema,
  questionTextSchema,
  sameEmail,
  samePhone,
  type QuestionInput,
  type SessionUser,
} from '@vernissage/core/schemas';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Captcha } from '../../../components/captcha.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api/get-session.ts';
import { matchesRule, showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useContactDetails } from '../api/get-contact-details.ts';
import { useSendQuestion } from '../api/send-question.ts';
import { useCaptchaField } from '../../../components/use-captcha-field.ts';
import { paths } from '../../../config/paths.ts';
import { BusyButton } from '../../../components/busy-button.tsx';

export type QuestionKind = 'question' | 'offer';

interface QuestionDialogProps {
  kind: QuestionKind | null;
  onClose: () => void;
  artwork: { id: number; title: string };
}

/** What the form holds: the contact fields only in the visitor's variant. */
interface Values {
  name?: string;
  email?: string;
  confirmEmail?: string;
  phone?: string;
  confirmPhone?: string;
  message: string;
  offerAmount?: number | null;
  captcha: string;
}
const FIELDS = ['name', 'email', 'confirmEmail', 'phone', 'confirmPhone', 'message', 'offerAmount', 'captcha'] as const;

/** The Questions? and Make an offer dialog (spec/01 §2, §5): one form, with an amount for an offer. */
export function QuestionDialog({ kind, onClose, artwork }: QuestionDialogProps) {
  const title = kind === 'offer' ? `Make an offer on ${artwork.title}` : `Ask about ${artwork.title}`;
  return (
    <Modal open={kind !== null} title={title} onCancel={onClose} footer={null} width={Math.min(FORM_MODAL_WIDTH, 640)} destroyOnHidden>
      {kind ? <QuestionForm kind={kind} artworkId={artwork.id} onSent={onClose} /> : null}
    </Modal>
  );
}

/**
 * The signed-in variant's sender: the member's name and e-mail from the session and the phone on
 * their profile. The server takes the same from their account, so nothing here is typed again.
 */
function MemberSender({ user }: { user: SessionUser }) {
  const contact = useContactDetails(true);
  const phone = contact.data?.phone;
  return (
    <div role="group" aria-label="Sending as" className="question-form__member">
      <p className="question-form__member-title">Sending as</p>
      <p className="question-form__member-who">
        <strong>{user.name}</strong>
        <span>{user.email}</span>
        {phone ? <span>{phone}</span> : null}
      </p>
      <p className="question-form__member-note">
        Our team answers you with the details of your account; change them on <Link to={paths.profile}>your profile</Link>.
      </p>
    </div>
  );
}

function QuestionForm({ kind, artworkId, onSent }: { kind: QuestionKind; artworkId: number; onSent: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { user } = useSession();
  const { captchaRef, captchaSolved, resetCaptcha } = useCaptchaField(form);
  const send = useSendQuestion();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (values: Values) => {
    setAlert(null);
    const common = {
      artworkId,
      message: values.message,
      isOffer: kind === 'offer',
      offerAmount: kind === 'offer' ? values.offerAmount : null,
      captcha: values.captcha,
    };
    const body: QuestionInput = user
      ? { variant: 'member', ...common }
      : {
          variant: 'visitor',
          ...common,
          name: values.name ?? '',
          email: values.email ?? '',
          confirmEmail: values.confirmEmail ?? '',
          phone: values.phone ?? '',
          confirmPhone: values.confirmPhone ?? '',
        };
    send.mutate(body, {
      onSuccess: () => {
        void message.success(M.sent);
        onSent();
      },
      onError: (error) => {
        resetCaptcha();
        const shown = showServerErrors(form, error, FIELDS);
        // A person can act on a 4xx message; anything else gets the spec's wording.
        setAlert(error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? shown : M.failed);
      },
    });
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} aria-label={kind === 'offer' ? 'Make an offer' : 'Ask a question'} className="question-form">
      {user ? (
        <MemberSender user={user} />
      ) : (
        <div className="question-form__grid">
          <Form.Item name="name" label="Full name" rules={[zodRule(questionNameSchema)]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={[zodRule(questionEmailSchema)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item
            name="confirmEmail"
            label="Confirm email"
            dependencies={['email']}
            rules={[{ required: true, message: M.confirmEmailRequired }, matchesRule('email', M.emailMismatch, sameEmail)]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="phone" label="Phone" rules={[zodRule(questionPhoneSchema)]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item
            name="confirmPhone"
            label="Confirm phone"
            dependencies={['phone']}
            rules={[{ required: true, message: M.confirmPhoneRequired }, matchesRule('phone', M.phoneMismatch, samePhone)]}
          >
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </div>
      )}
      {kind === 'offer' ? (
        <Form.Item name="offerAmount" label="Your offer (USD)" rules={[zodRule(offerAmountSchema)]}>
          <InputNumber<number> prefix="$" min={0} step={50} precision={0} style={{ width: '100%' }} inputMode="numeric" />
        </Form.Item>
      ) : null}
      <Form.Item name="message" label="Message" rules={[zodRule(questionTextSchema)]}>
        <Input.TextArea rows={4} maxLength={5000} />
      </Form.Item>
      <Form.Item name="captcha" label="Are you human?">
        <Captcha ref={captchaRef} />
      </Form.Item>
      <FormAlert message={alert} />
      <BusyButton type="primary" htmlType="submit" block size="large" disabled={!captchaSolved} busy={send.isPending}>
        {kind === 'offer' ? 'Send offer' : 'Send question'}
      </BusyButton>
    </Form>
  );
}
