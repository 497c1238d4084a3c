import { Alert } from 'antd';

interface FormAlertProps {
  message: string | null;
  type?: 'error' | 'warning' | 'success' | 'info';
}

/** The server's overall answer above a form's buttons, read out when it appears. */
export function FormAlert({ message, type = 'error' }: FormAlertProps) {
  if (!message) return null;
  return <Alert className="account-form__alert" type={type} title={message} showIcon role={type === 'success' ? 'status' : 'alert'} />;
}
