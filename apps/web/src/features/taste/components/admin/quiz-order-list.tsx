import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, HolderOutlined } from '@ant-design/icons';
import type { QuizWork } from '@vernissage/core/schemas';
import { Button } from 'antd';
import { useState } from 'react';
import { StatusTag } from '../../../../components/status-tag.tsx';
import { ArtworkPicture } from '../artwork-picture.tsx';

interface QuizOrderListProps {
  works: QuizWork[];
  /** How many works at the top open every quiz, in this order. */
  openers: number;
  onChange: (works: QuizWork[]) => void;
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * The quiz's pool in order: drag a row by its handle, or move it with its up and down buttons
 * (keyboard and touch); every move is announced. The first `openers` rows are marked: they open
 * every quiz.
 */
export function QuizOrderList({ works, openers, onChange }: QuizOrderListProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= works.length || from === to) return;
    onChange(moveItem(works, from, to));
    setAnnouncement(`${works[from]!.title} moved to position ${to + 1} of ${works.length}.`);
  };

  return (
    <>
      <ol className="quiz-order" aria-label="Quiz pool in order">
        {works.map((work, index) => (
          <li
            key={work.id}
            className={`quiz-order__item${dragging === index ? ' quiz-order__item--dragging' : ''}${over === index && dragging !== index ? ' quiz-order__item--over' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(work.id));
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            <HolderOutlined className="quiz-order__handle" aria-hidden />
            <span className="quiz-order__position">{index + 1}</span>
            <span className="quiz-order__image">
              <ArtworkPicture image={work.image} alt="" size="thumb" />
            </span>
            <span className="quiz-order__text">
              <span className="quiz-order__title">{work.title}</span>
              <span className="quiz-order__artist">{work.artist.name}</span>
              {index < openers ? (
                <StatusTag className="quiz-order__opener" tone="neutral">
                  Opens every quiz
                </StatusTag>
              ) : null}
            </span>
            <span className="quiz-order__buttons">
              <Button type="text" size="small" icon={<ArrowUpOutlined aria-hidden />} aria-label={`Move ${work.title} up`} disabled={index === 0} onClick={() => move(index, index - 1)} />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={`Move ${work.title} down`}
                disabled={index === works.length - 1}
                onClick={() => move(index, index + 1)}
              />
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined aria-hidden />}
                aria-label={`Remove ${work.title}`}
                onClick={() => {
                  onChange(works.filter((other) => other.id !== work.id));
                  setAnnouncement(`${work.title} removed from the quiz.`);
                }}
              />
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
