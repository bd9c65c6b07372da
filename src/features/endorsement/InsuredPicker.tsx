import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatYuan } from '../../../domain/money';
import { insuredsQuery } from '../../lib/api/query-insureds';
import { useTranslation } from '../../lib/translate';

const PAGE_SIZE = 20;

/** A person picked from the policy's list: their place on it (what the server reads) and what the list showed. */
export interface ListedInsured {
  seq: number;
  name: string;
  idMasked: string;
}

interface InsuredPickerProps {
  /** What the agent picks someone for (the leaving person, the insured to correct). */
  title: string;
  policyId: string;
  picked: ReadonlySet<number>;
  onPick: (person: ListedInsured) => void;
}

/**
 * The people on the policy, to pick one from: the policy's list masks ID numbers, so an agent picks a person here
 * rather than type a number nobody can look up (decision 035). Found by whole name (names are encrypted, decision
 * 029) or by the last four characters of the ID number, paged for large groups; people already picked are shown and
 * cannot be picked twice.
 */
export function InsuredPicker({ title, policyId, picked, onPick }: InsuredPickerProps) {
  const { t } = useTranslation('endorsement');
  const [search, setSearch] = useState('');
  const people = useInfiniteQuery(insuredsQuery(policyId, PAGE_SIZE, search));
  const rows = people.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="endorsement__picker" aria-label={title}>
      <h3>{title}</h3>
      <form
        className="endorsement__search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
        }}
      >
        <input type="search" name="search" maxLength={60} aria-label={t('pick.search')} placeholder={t('pick.searchHint')} />
        <Button size="small" type="submit">
          {t('pick.find')}
        </Button>
      </form>
      {people.isSuccess && rows.length === 0 ? <p className="endorsement__hint">{t('pick.none')}</p> : null}
      <ul className="endorsement__people">
        {rows.map((person) => {
          const taken = picked.has(person.seq);
          return (
            <li key={person.seq}>
              <button type="button" disabled={taken} onClick={() => onPick({ seq: person.seq, name: person.name, idMasked: person.idNumber })}>
                {[person.name, person.idNumber, person.occupationName, formatYuan(person.premiumFen), taken ? t('pick.picked') : ''].filter(Boolean).join(' · ')}
              </button>
            </li>
          );
        })}
      </ul>
      {people.hasNextPage ? (
        <Button block fill="none" size="small" loading={people.isFetchingNextPage} onClick={() => void people.fetchNextPage()}>
          {t('pick.more')}
        </Button>
      ) : null}
    </section>
  );
}

/** The person picked, in place of the ID number field, with a way back to pick (or type) someone else. */
export function PickedInsured({ legend, person, onChange }: { legend: string; person: { name?: string; idMasked?: string }; onChange: () => void }) {
  const { t } = useTranslation('endorsement');
  return (
    <fieldset>
      <legend>{legend}</legend>
      <p>{[person.name, person.idMasked].filter(Boolean).join(' ')}</p>
      <Button size="mini" fill="outline" onClick={onChange}>
        {t('pick.change')}
      </Button>
    </fieldset>
  );
}
