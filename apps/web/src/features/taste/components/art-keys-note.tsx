import { Button } from '../../../components/ui/button.tsx';
import { useLetterKeys } from './use-art-keys.ts';
import './taste.css';

/**
 * What the keyboard does on a page of works one at a time (`describe` says it with the letter
 * keys on or off), with the switch for the letter keys (WCAG 2.1.4: a single-letter shortcut can
 * be turned off). Pages hide it where there is no keyboard to tell about.
 */
export function ArtKeysNote({ className, describe }: { className: string; describe: (letters: boolean) => string }) {
  const [letterKeys, setLetterKeys] = useLetterKeys();
  return (
    <p className={className}>
      {describe(letterKeys)}{' '}
      <Button type="link" size="small" className="art-keys__switch" onClick={() => setLetterKeys(!letterKeys)}>
        {letterKeys ? 'Turn off the L and D keys' : 'Turn on the L and D keys'}
      </Button>
    </p>
  );
}
