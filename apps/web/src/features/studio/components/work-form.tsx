import { COLOURS } from '@vernissage/core/lookups';
import { missingForListing, STUDIO_MESSAGES as S, type ImageSuggestions, type ListingRequirement, type StudioUpload, type StudioWork, type StudioWorkResult } from '@vernissage/core/schemas';
import { Alert, App, Button, Form } from 'antd';
import { useCallback, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { useChangeWorkState } from '../api/change-work-state.ts';
import { useCreateWork } from '../api/create-work.ts';
import { useUpdateWork } from '../api/update-work.ts';
import { MissingList, useWorkActions } from './use-work-actions.tsx';
import { AboutSection, FormalSection, ImagesSection, PriceSection, SizeSection, SubjectsSection, VideoSection } from './work-form-fields.tsx';
import { formValues, WORK_FIELDS, workInput, type WorkFormValues } from './work-form-values.ts';
import { missingFromRefusal } from './work-format.ts';
import { SuggestionsAlert } from './suggestions-alert.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { WorkStatusPanel } from './work-status-panel.tsx';

interface WorkFormProps {
  /** The saved work, or null for a new one. */
  work: StudioWork | null;
  /** The admin sees whose work it is. */
  showSeller: boolean;
  /** A new work was saved for the first time: the page moves to its address. */
  onCreated: (work: StudioWork) => void;
  onDeleted: () => void;
  onDuplicated: (id: number) => void;
}

const COLOUR_ORDER = COLOURS.map((colour) => colour.id);
const without = <T,>(set: ReadonlySet<T>, item: T) => {
  if (!set.has(item)) return set;
  const next = new Set(set);
  next.delete(item);
  return next;
};

/**
 * Puts a refused save in front of the person: each of the server's `fields` on its input (a
 * nested key such as `formal.2.value` on its control), and the overall message for the alert.
 * Nothing typed is touched.
 */
function showWorkErrors(form: ReturnType<typeof Form.useForm<WorkFormValues>>[0], error: unknown): string {
  if (error instanceof ApiRequestError) {
    const byField = new Map<string, string>();
    for (const [key, message] of Object.entries(error.fields ?? {})) {
      const name = key.split('.')[0] ?? key;
      if ((WORK_FIELDS as readonly string[]).includes(name) && !byField.has(name)) byField.set(name, message);
    }
    if (error.reason === 'image_unknown' && !byField.has('images')) byField.set('images', error.message);
    if (error.reason === 'work_locked' && !byField.has('price')) byField.set('price', S.lockedPrice);
    form.setFields([...byField].map(([name, message]) => ({ name: name as keyof WorkFormValues, errors: [message] })));
  }
  return errorMessage(error);
}

/** Every field of a work, its images and what they suggest, and saving, listing and hiding it. */
export function WorkForm({ work, showSeller, onCreated, onDeleted, onDuplicated }: WorkFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<WorkFormValues>();
  const [initial] = useState(() => formValues(work));
  const create = useCreateWork();
  const update = useUpdateWork();
  const changeState = useChangeWorkState();
  const leave = useLeaveGuard();
  const actions = useWorkActions({
    onDeleted: () => {
      leave.saved();
      onDeleted();
    },
    onDuplicated,
  });
  const [alert, setAlert] = useState<string | null>(null);
  // What listing lacks after a refusal: to list the work, or to save a listed or hidden work that must stay complete.
  const [refused, setRefused] = useState<{ missing: ListingRequirement[]; saved: boolean } | null>(null);
  const [uploading, setUploading] = useState(false);
  // What each image uploaded here suggests, by its url: offered while that image is the cover.
  const [offers, setOffers] = useState<ReadonlyMap<string, ImageSuggestions>>(new Map());
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [suggestedColours, setSuggestedColours] = useState<ReadonlySet<number>>(new Set());
  const [suggestedFormal, setSuggestedFormal] = useState<ReadonlySet<number>>(new Set());

  const missing = Form.useWatch((values: WorkFormValues) => missingForListing(values), { form, preserve: true }) ?? missingForListing(initial);
  const cover = (Form.useWatch('images', form) ?? initial.images)[0];
  const offer = cover && !answered.has(cover.url) ? offers.get(cover.url) : undefined;
  const hasOffer = offer !== undefined && (offer.colours.length > 0 || offer.formal.length > 0);

  const onUploaded = useCallback((upload: StudioUpload) => {
    setOffers((current) => new Map(current).set(upload.image.url, upload.suggestions));
  }, []);

  const answer = () => {
    if (cover) setAnswered((current) => new Set(current).add(cover.url));
  };

  const accept = () => {
    if (!offer) return;
    const colours = new Set<number>([...form.getFieldValue('colours') as number[], ...offer.colours]);
    const formal = new Map((form.getFieldValue('formal') as WorkFormValues['formal']).map((position) => [position.id, position.value]));
    for (const position of offer.formal) formal.set(position.id, position.value);
    form.setFieldsValue({
      colours: COLOUR_ORDER.filter((id) => colours.has(id)),
      formal: [...formal].sort(([a], [b]) => a - b).map(([id, value]) => ({ id, value })),
    });
    setSuggestedColours(new Set(offer.colours));
    setSuggestedFormal(new Set(offer.formal.map((position) => position.id)));
    leave.changed();
    answer();
    void message.success('The suggestions are in the form: check them, then save.');
  };

  /** Checks and sends the form: the saved work, or null when it was refused (and said why). */
  const save = async (): Promise<StudioWorkResult | null> => {
    setAlert(null);
    setRefused(null);
    try {
      await form.validateFields();
    } catch {
      return null;
    }
    const input = workInput(form.getFieldsValue(true) as WorkFormValues);
    try {
      const result = work ? await update.mutateAsync({ id: work.id, input }) : await create.mutateAsync(input);
      leave.saved();
      if (!work) onCreated(result.work);
      return result;
    } catch (error) {
      const lacking = missingFromRefusal(error);
      if (lacking.length > 0) setRefused({ missing: lacking, saved: false });
      else setAlert(showWorkErrors(form, error));
      return null;
    }
  };

  const saveDraft = async () => {
    const result = await save();
    if (result) void message.success(result.message);
  };

  const setState = async (id: number, state: 'listed' | 'hidden') => {
    try {
      const result = await changeState.mutateAsync({ id, state });
      void message.success(result.message);
    } catch (error) {
      const lacking = missingFromRefusal(error);
      if (lacking.length > 0) setRefused({ missing: lacking, saved: true });
      else setAlert(errorMessage(error));
    }
  };

  const listForSale = async () => {
    const result = await save();
    if (result) await setState(result.work.id, 'listed');
  };

  const hide = async () => {
    if (!work) return;
    setAlert(null);
    setRefused(null);
    await setState(work.id, 'hidden');
  };

  const saving = create.isPending || update.isPending;
  const busy = saving || changeState.isPending;
  const state = work?.state ?? 'draft';
  const canList = state === 'draft' || state === 'hidden';

  return (
    <Form<WorkFormValues>
      form={form}
      name="work"
      noValidate
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={() => void saveDraft()}
      onValuesChange={leave.changed}
      aria-label="Work details"
      className="work-form"
    >
      <div className="work-form__layout">
        <div className="work-form__main">
          {hasOffer ? <SuggestionsAlert suggestions={offer} onAccept={accept} onDismiss={answer} /> : null}
          <ImagesSection onUploaded={onUploaded} onBusyChange={setUploading} />
          <AboutSection />
          <SizeSection />
          <SubjectsSection colours={{ suggested: suggestedColours, onTouch: (id) => setSuggestedColours((set) => without(set, id)) }} />
          <FormalSection formal={{ suggested: suggestedFormal, onTouch: (id) => setSuggestedFormal((set) => without(set, id)) }} />
          <PriceSection locked={work?.locked ?? false} />
          <VideoSection />
        </div>
        <div className="work-form__aside">
          <WorkStatusPanel work={work} missing={missing} showSeller={showSeller} actions={actions} />
        </div>
      </div>
      <div className="work-form__bar">
        <div className="work-form__messages">
          <FormAlert message={alert} type="warning" />
          {refused ? (
            <Alert
              className="form-alert"
              type="warning"
              showIcon
              closable={{ 'aria-label': 'Close' }}
              onClose={() => setRefused(null)}
              role="alert"
              title={refused.saved ? 'The work is saved, but it cannot be listed yet.' : 'A listed or hidden work must keep everything a listing needs. Your changes are not saved yet.'}
              description={
                <>
                  <p className="work-form__refused-intro">{S.listingIncomplete}:</p>
                  <MissingList missing={refused.missing} />
                </>
              }
            />
          ) : null}
        </div>
        <div className="work-form__buttons">
          {uploading ? <span className="work-form__wait">Images are still uploading…</span> : null}
          <Button htmlType="submit" loading={saving && !changeState.isPending} disabled={uploading || busy}>
            {state === 'draft' ? 'Save draft' : 'Save changes'}
          </Button>
          {canList ? (
            <Button type="primary" disabled={uploading || busy} loading={changeState.isPending} onClick={() => void listForSale()}>
              List for sale
            </Button>
          ) : null}
          {state === 'listed' ? (
            <Button disabled={busy} loading={changeState.isPending} onClick={() => void hide()}>
              Hide
            </Button>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
