import type { FacetValue } from '@careers/domain/rules';

import { ChoiceGroup, ChoiceLabel, ChoiceLegend } from '@/components/ui/native-fields';

type FacetCheckboxesProps = {
  legend: string;
  values: readonly FacetValue[];
  onToggle: (value: string) => void;
};

/** A filter group: one checkbox per value with its live count, e.g. 'Permanent (12)'. */
export function FacetCheckboxes({ legend, values, onToggle }: FacetCheckboxesProps) {
  return (
    <ChoiceGroup>
      <ChoiceLegend>{legend}</ChoiceLegend>
      {values.map((facet) => (
        <ChoiceLabel key={facet.value}>
          <input
            type="checkbox"
            checked={facet.selected}
            onChange={() => {
              onToggle(facet.value);
            }}
          />
          {`${facet.label} (${String(facet.count)})`}
        </ChoiceLabel>
      ))}
    </ChoiceGroup>
  );
}
