import { Alert } from './ui/alert.tsx';
import './form-alert.css';

interface FormAlertProps {
  message: string | null;
  type?: 'error' | 'warning' | 'success' | 'info';
}

/**
 * The server's overall answer above a form's buttons, read out when it appears. Drawn without Ant
 * Design (ui/alert.tsx), so the forms that open over any page carry none (decision record 052).
 */
export function FormAlert({ message, type = 'error' }: FormAlertProps) {
  if (!message) return null;
  return <Alert className="form-alert" type={type} title={message} showIcon role={type === 'success' ? 'status' : 'alert'} />;
}
