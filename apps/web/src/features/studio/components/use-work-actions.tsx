import { LISTING_REQUIREMENT_LABELS, STUDIO_MESSAGES as S, type ListingRequirement, type WorkState } from '@vernissage/core/schemas';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeWorkState } from '../api/change-work-state.ts';
import { useDeleteWork } from '../api/delete-work.ts';
import { useDuplicateWork } from '../api/duplicate-work.ts';
import { missingFromRefusal, workFormPath } from './work-format.ts';

/** What the actions need to know of a work: a row of a list or the work being edited. */
export interface WorkRef {
  id: number;
  title: string;
  state: WorkState;
  locked: boolean;
}

/** Listed works can be hidden; drafts and hidden works listed; held and sold works neither. */
export function nextListing(state: WorkState): 'listed' | 'hidden' | null {
  if (state === 'listed') return 'hidden';
  if (state === 'draft' || state === 'hidden') return 'listed';
  return null;
}

/** The missing requirements as a list a person reads, under the spec's sentence. */
export function MissingList({ missing }: { missing: readonly ListingRequirement[] }) {
  return (
    <ul className="missing-list">
      {missing.map((item) => (
        <li key={item}>{LISTING_REQUIREMENT_LABELS[item]}</li>
      ))}
    </ul>
  );
}

interface WorkActionsOptions {
  /** The admin confirms listing and hiding too; a seller does it with one press. */
  confirmListing?: boolean;
  /** Where to go once the work is deleted (the form goes back to its list). */
  onDeleted?: () => void;
  /** After a copy: the form opens the copy; the lists stay where they are. */
  onDuplicated?: (id: number) => void;
}

/**
 * Duplicate, list or hide, and delete, with their confirmations and messages, shared by My Works,
 * the admin's Art Works and the form. Refusals are the server's: a work that cannot be listed
 * says what it lacks and offers to complete it.
 */
export function useWorkActions({ confirmListing = false, onDeleted, onDuplicated }: WorkActionsOptions = {}) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const duplicate = useDuplicateWork();
  const changeState = useChangeWorkState();
  const remove = useDeleteWork();

  const explainIncomplete = (work: WorkRef, missing: ListingRequirement[]) => {
    modal.confirm({
      title: `“${work.title}” cannot be listed yet`,
      content: (
        <>
          <p>{S.listingIncomplete}:</p>
          <MissingList missing={missing} />
        </>
      ),
      okText: 'Complete the work',
      cancelText: 'Not now',
      onOk: () => void navigate(workFormPath(work.id)),
    });
  };

  const setListing = async (work: WorkRef, state: 'listed' | 'hidden') => {
    try {
      const result = await changeState.mutateAsync({ id: work.id, state });
      void message.success(result.message);
    } catch (error) {
      const missing = missingFromRefusal(error);
      if (missing.length > 0) explainIncomplete(work, missing);
      else void message.error(errorMessage(error));
    }
  };

  const toggleListing = (work: WorkRef) => {
    const next = nextListing(work.state);
    if (!next) return;
    if (!confirmListing) {
      void setListing(work, next);
      return;
    }
    modal.confirm({
      title: next === 'listed' ? `List “${work.title}” for sale?` : `Hide “${work.title}”?`,
      content: next === 'listed' ? 'Collectors can find and buy it as soon as it is listed.' : 'It leaves every list and gallery; its ratings and orders are kept.',
      okText: next === 'listed' ? 'List' : 'Hide',
      cancelText: 'Cancel',
      onOk: () => setListing(work, next),
    });
  };

  const copy = async (work: WorkRef) => {
    try {
      const result = await duplicate.mutateAsync(work.id);
      void message.success(result.message);
      onDuplicated?.(result.work.id);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const confirmDelete = (work: WorkRef) => {
    if (work.locked) {
      void message.error(S.lockedDelete);
      return;
    }
    modal.confirm({
      title: `Delete “${work.title}”?`,
      content: 'The work and its images are removed for good. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await remove.mutateAsync(work.id);
          void message.success(result.message);
          onDeleted?.();
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  /** The work an action is running for, so only its buttons wait. */
  const busyId = duplicate.isPending ? duplicate.variables : changeState.isPending ? changeState.variables?.id : remove.isPending ? remove.variables : undefined;

  return { toggleListing, copy, confirmDelete, busyId };
}
