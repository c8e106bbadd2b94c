import { useEffect, useId, useMemo, useState } from 'react';
import { describeIssues } from '../../src/api/issues.ts';
import {
  toWaiverPerson,
  toWaiverRelease,
  waiverPersonSchema,
  waiverReleaseSchema,
  type SignedWaiverRelease,
  type WaiverPerson,
  type WaiverRelease,
} from '../../src/api/waiver-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { preloadSanitizer } from '../../src/ui/sanitize-html.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { useIslandLanguage } from '../../src/ui/island-language.ts';
import { releaseLabels } from './waiver-rules.ts';
import { SIGN_WAIVER_PATH } from './meta.ts';
import { waiverLabels, type WaiverLabels } from './labels.ts';
import { loadSignaturePad } from './SignatureCanvas.tsx';
import { WaiverWindowBody, emptyDraft, type WaiverDraft } from './WaiverWindow.tsx';
import { ResortChargeCard } from './ResortChargeCard.tsx';
import { chargeCardSchema, type ChargeCard } from './resort-charge-schemas.ts';
import type { IslandProps } from '../../src/island/define-widget.tsx';

export interface WaiverProps extends IslandProps {
  release?: unknown;
  person?: unknown;
  open?: boolean | undefined;
  signUrl?: string | undefined;
  notice?: string | undefined;
  /** The release is the resort charge authorisation: once signed, the card charges go on. */
  resortCharge?: boolean | undefined;
  /** The card on file for resort charges (`{ LastFour, CardType }`), when the host knows it. */
  chargeCard?: unknown;
}

type Inputs = { ok: true; release: WaiverRelease; person: WaiverPerson } | { ok: false; problem: string };

function parseInputs(release: unknown, person: unknown): Inputs {
  if (release === undefined || release === null) return { ok: false, problem: 'the "release" attribute is missing; set it to the release JSON' };
  if (person === undefined || person === null) return { ok: false, problem: 'the "person" attribute is missing; set it to the group member JSON' };
  const parsedRelease = waiverReleaseSchema.safeParse(release);
  if (!parsedRelease.success) return { ok: false, problem: `the "release" attribute is not a waiver release (${describeIssues(parsedRelease.error)})` };
  const parsedPerson = waiverPersonSchema.safeParse(person);
  if (!parsedPerson.success) return { ok: false, problem: `the "person" attribute is not a group member (${describeIssues(parsedPerson.error)})` };
  return { ok: true, release: toWaiverRelease(parsedRelease.data), person: toWaiverPerson(parsedPerson.data) };
}

/** `<resort-waiver>`: a member's waiver card and its waiver window. */
export function Waiver({ release, person, open = false, signUrl = SIGN_WAIVER_PATH, notice = '', resortCharge = false, chargeCard, host }: WaiverProps) {
  const labels = useLabels(waiverLabels);
  const { language } = useIslandLanguage();
  const inputs = useMemo(() => parseInputs(release, person), [release, person]);
  const problem = inputs.ok ? null : inputs.problem;

  useEffect(() => {
    if (problem) console.error(`resort-waiver: ${problem}.`);
  }, [problem]);

  if (!inputs.ok) {
    return (
      <div className="rw-alert" role="alert">
        <p>{labels['waiver.invalid']}</p>
      </div>
    );
  }
  return (
    <WaiverCard
      key={`${inputs.person.ContactInfoId}:${inputs.release.Id}`}
      release={inputs.release}
      person={inputs.person}
      open={open}
      signUrl={signUrl}
      notice={notice}
      labels={releaseLabels(labels, inputs.release, language)}
      charge={resortCharge ? { host, card: readChargeCard(chargeCard) } : null}
    />
  );
}

/** A `charge-card` that does not read is left out (logged): the card shows as none on file. */
function readChargeCard(value: unknown): ChargeCard | null {
  if (value === undefined || value === null) return null;
  const parsed = chargeCardSchema.safeParse(value);
  if (!parsed.success) {
    console.error(`resort-waiver: the "charge-card" attribute is not a card (${describeIssues(parsed.error)}); it is left out.`);
    return null;
  }
  return parsed.data;
}

interface CardProps {
  release: WaiverRelease;
  person: WaiverPerson;
  open: boolean;
  signUrl: string;
  notice: string;
  labels: WaiverLabels;
  charge: { host: HTMLElement | undefined; card: ChargeCard | null } | null;
}

function preload() {
  preloadSanitizer();
  loadSignaturePad().catch(() => {});
}

function WaiverCard({ release, person, open, signUrl, notice, labels, charge }: CardProps) {
  const { displayDate } = useLocale();
  const titleId = useId();
  // The release's title and the member: every member's waiver has the same title, and a page of
  // several must name each region apart.
  const personId = useId();
  const noticeId = useId();
  const [signed, setSigned] = useState<SignedWaiverRelease | null>(release.Signed ? { ...release, Signed: true } : null);
  const [windowOpen, setWindowOpen] = useState(open);
  const [draft, setDraft] = useState<WaiverDraft>(emptyDraft);

  // The host opens the window by setting `open` (again).
  const [openProp, setOpenProp] = useState(open);
  if (open !== openProp) {
    setOpenProp(open);
    if (open) setWindowOpen(true);
  }

  const signer = signed?.TypedFullname || person.Fullname;
  const status = signed
    ? signed.SignedOn
      ? formatLabel(labels['waiver.signedBy'], { name: signer, date: displayDate(signed.SignedOn.slice(0, 10)) })
      : formatLabel(labels['waiver.signedByUndated'], { name: signer })
    : labels['waiver.statusUnsigned'];
  // The host's own live message already announced it; here it stays beside the card's button.
  const shownNotice = signed ? '' : notice.trim();

  return (
    <section className="rw-waiver" aria-labelledby={`${titleId} ${personId}`} data-signed={signed ? 'true' : 'false'} data-notice={shownNotice ? 'true' : undefined}>
      <div className="rw-waiver__card">
        <div className="rw-waiver__summary">
          <h3 id={titleId} className="rw-waiver__title">
            {release.Title}
          </h3>
          <p id={personId} className="rw-waiver__person">
            {formatLabel(labels['waiver.for'], { name: person.Fullname })}
            {person.ReleaseDescription && <span className="rw-waiver__description"> · {person.ReleaseDescription}</span>}
          </p>
          <p className={signed ? 'rw-waiver__status rw-waiver__status--signed' : 'rw-waiver__status'}>
            <span className="rw-waiver__badge">{signed ? labels['waiver.statusSigned'] : labels['waiver.statusUnsigned']}</span>
            {signed && <span className="rw-waiver__signed-by">{status}</span>}
          </p>
          {shownNotice && (
            <p id={noticeId} className="rw-waiver__notice">
              {shownNotice}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-describedby={shownNotice ? noticeId : undefined}
          className={signed ? 'rw-button rw-button--secondary' : 'rw-button'}
          onClick={() => setWindowOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          {signed ? labels['waiver.view'] : labels['waiver.open']}
        </button>
      </div>
      {charge && signed && <ResortChargeCard host={charge.host} release={release} person={person} card={charge.card} labels={labels} />}
      <Modal
        open={windowOpen}
        title={release.Title}
        closeLabel={labels['common.close']}
        className="rw-waiver-dialog"
        // Done, drawn once it is signed, gives the focus back to the card: heard in Chromium only when the release lingers.
        linger={signed !== null}
        // Closing leaves the release unsigned (Signed false); the window reopens at the top.
        onClose={() => setWindowOpen(false)}
      >
        <WaiverWindowBody
          release={release}
          person={person}
          signed={signed}
          draft={draft}
          onDraftChange={setDraft}
          onSigned={(done) => {
            setSigned(done);
            setDraft(emptyDraft);
          }}
          onClose={() => setWindowOpen(false)}
          signUrl={signUrl}
          labels={labels}
        />
      </Modal>
    </section>
  );
}
