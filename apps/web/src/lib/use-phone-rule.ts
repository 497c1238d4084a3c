import { ACCOUNT_MESSAGES, requiredProblem } from '@vernissage/core/account-rules';
import { PHONE_MAX } from '@vernissage/core/constants';
import { useRef, useState } from 'react';

export type PhoneRule = (value: string) => string | null;

/**
 * A light form's phone rule, worded with the form's own 'required' message. Until the whole rule
 * (libphonenumber's metadata, 26 KB) is fetched, which `fetchPhoneRule` does once someone starts
 * on the form: a phone is required and not too long; the server checks the number either way.
 * `wholePhoneRule` turns true when it has come, so the form checks a phone again with it.
 */
export function usePhoneRule(requiredMessage: string) {
  const [rule, setRule] = useState<{ check: PhoneRule; whole: boolean }>(() => ({
    check: (value) => requiredProblem(value, requiredMessage) ?? (value.trim().length > PHONE_MAX ? ACCOUNT_MESSAGES.phoneMax : null),
    whole: false,
  }));
  const asked = useRef(false);
  const fetchPhoneRule = () => {
    if (asked.current) return;
    asked.current = true;
    import('@vernissage/core/phone-rules').then(
      ({ phoneProblem }) => setRule({ check: (value) => phoneProblem(value, requiredMessage), whole: true }),
      () => undefined,
    );
  };
  return { phoneRule: rule.check, wholePhoneRule: rule.whole, fetchPhoneRule };
}
