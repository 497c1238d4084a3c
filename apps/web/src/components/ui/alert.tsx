import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './alert.css';

type AlertType = 'info' | 'success' | 'warning' | 'error';

const ICONS: Record<AlertType, ReactNode> = {
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

interface AlertProps {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** A control at the end (Sign Up Now, Clear filters). */
  action?: ReactNode;
  className?: string;
  /** alert (read out at once) or status (read out politely, for a success). */
  role?: 'alert' | 'status';
}

/** Ant Design's alert in the product's theme, for pages that load no Ant Design (decision record 037). */
export function Alert({ type = 'info', title, description, showIcon = false, action, className, role = 'alert' }: AlertProps) {
  const classes = ['alert', `alert--${type}`, description ? 'alert--with-description' : null, className].filter(Boolean).join(' ');
  return (
    <div role={role} className={classes}>
      {showIcon ? (
        <span className="alert__icon" aria-hidden="true">
          {ICONS[type]}
        </span>
      ) : null}
      <div className="alert__content">
        <div className="alert__title">{title}</div>
        {description ? <div className="alert__description">{description}</div> : null}
      </div>
      {action ? <div className="alert__action">{action}</div> : null}
    </div>
  );
}
