import { COLOURS, FORMAL_CATEGORIES } from '@vernissage/core/lookups';
import type { ImageSuggestions } from '@vernissage/core/schemas';
import { Alert, Button } from 'antd';

function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

const colourNames = (suggestions: ImageSuggestions) =>
  suggestions.colours.map((id) => COLOURS.find((c) => c.id === id)?.label).filter((label): label is string => Boolean(label));

const formalNames = (suggestions: ImageSuggestions) =>
  suggestions.formal.flatMap((position) => {
    const axis = FORMAL_CATEGORIES.find((a) => a.id === position.id);
    return axis ? [`${axis.poles[0]} – ${axis.poles[1]} ${position.value.toFixed(2)}`] : [];
  });

interface SuggestionsAlertProps {
  suggestions: ImageSuggestions;
  onAccept: () => void;
  onDismiss: () => void;
}

/** What the cover suggests, offered and never applied until the seller accepts. */
export function SuggestionsAlert({ suggestions, onAccept, onDismiss }: SuggestionsAlertProps) {
  const colours = colourNames(suggestions);
  const formal = formalNames(suggestions);
  return (
    <Alert
      className="work-form__suggestions"
      type="info"
      showIcon
      role="status"
      title="Suggested from the cover"
      description={
        <>
          {colours.length ? (
            <p className="work-suggestions__line">
              <span className="work-suggestions__label">Colours:</span> {list(colours)}
            </p>
          ) : null}
          {formal.length ? (
            <p className="work-suggestions__line">
              <span className="work-suggestions__label">Formal positions (0 is the first pole, 1 the second):</span> {formal.join(' · ')}
            </p>
          ) : null}
          <p className="work-suggestions__line muted">Accepting adds these colours and sets these positions; you can change any of them before saving.</p>
          <div className="work-form__suggestion-actions">
            <Button type="primary" size="small" onClick={onAccept}>
              Accept suggestions
            </Button>
            <Button size="small" onClick={onDismiss}>
              Dismiss
            </Button>
          </div>
        </>
      }
    />
  );
}
