import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import type { CartLine } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { LinePrice } from '../../../components/line-price.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

interface CartLinesProps {
  lines: readonly CartLine[];
  onRemove: (artworkId: number) => void;
  removingId?: number | undefined;
}

function size(line: CartLine): string {
  return `${line.artwork.width} × ${line.artwork.height} in`;
}

/** The works in a cart: picture, title, artist, size, price and discount, and Remove. */
export function CartLines({ lines, onRemove, removingId }: CartLinesProps) {
  const list = useRef<HTMLUListElement>(null);
  // The place of the line whose Remove was pressed: when the line goes, its button takes the
  // focus with it, and the next line's Remove (or the last one's) gets it instead.
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    const active = document.activeElement;
    if (at === null || (active && active !== document.body)) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>('.cart-line__remove') ?? [];
    buttons[Math.min(at, buttons.length - 1)]?.focus();
  }, [lines]);

  return (
    <ul className="cart-lines" aria-label="Works in your cart" ref={list}>
      {lines.map((line, position) => {
        const { artwork } = line;
        const path = artworkPath(artwork.title, artwork.id);
        return (
          <li key={artwork.id} className={line.available ? 'cart-line' : 'cart-line cart-line--unavailable'}>
            <Link to={path} className="cart-line__image" tabIndex={-1} aria-hidden="true">
              <ArtworkThumb image={artwork.image} size={88} />
            </Link>
            <div className="cart-line__body">
              <Link to={path} className="cart-line__title">
                {artwork.title}
              </Link>
              <p className="cart-line__artist">{artwork.artist.name}</p>
              <p className="cart-line__meta">{size(line)}</p>
              {line.earlyAccessId !== null ? <span className="cart-line__tag">Early access price</span> : null}
              {!line.available ? (
                <p className="cart-line__unavailable">
                  {line.sold === 1 || line.sold === 2 ? (
                    <Tooltip title={SOLD_TOOLTIP[line.sold]}>
                      <StatusTag tone="neutral" tabIndex={0}>
                        {line.sold === 1 ? 'Sold' : 'On hold'}
                      </StatusTag>
                    </Tooltip>
                  ) : null}
                  <span>No longer available</span>
                </p>
              ) : null}
            </div>
            <div className="cart-line__side">
              <LinePrice price={line.price} discountedPrice={line.discountedPrice} amount={line.amount} />
              <Button
                type="link"
                size="small"
                className="cart-line__remove"
                loading={removingId === artwork.id}
                onClick={() => {
                  removedAt.current = position;
                  onRemove(artwork.id);
                }}
                aria-label={`Remove "${artwork.title}" from your cart`}
              >
                Remove
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
