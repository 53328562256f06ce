import { useCallback, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import type { Cargo } from '@dostavka/shared-kernel/domain';
import { PlaceFields } from './place-fields';
import { placeRules, placeValues, type PlaceValues } from './place-rules';

export interface CargoPlaceProps {
  cargo: Cargo;
  index: number;
}

/**
 * One cargo place: its packaging, sizes, weight, how many, and whether it may be tilted or stacked.
 * The store keeps the place (the search reads it there); a react-final-form form over the place's
 * values in cm, g and pieces judges them by the kernel's yup rules, and shows a field's message
 * once the field was left. The form takes the store's values again on every change, which keeps
 * what was left (touched) and judges anew.
 */
export const CargoPlace = observer(function CargoPlace({ cargo, index }: CargoPlaceProps): ReactElement {
  // A new `validate` once the rules are there makes the form judge the place again, so that a
  // value that came with a link and was only visited gets its message too.
  const [rulesLoaded, setRulesLoaded] = useState(false);
  const validate = useCallback((values: PlaceValues) => placeRules.validate(values), [rulesLoaded]);
  const prepare = () => {
    // Every focus: a load that failed is tried again (prepare does nothing once they are there).
    placeRules.prepare();
    if (!rulesLoaded)
      void Promise.resolve(placeRules.validate(placeValues(cargo))).then(() => setRulesLoaded(true));
  };
  return (
    <Form<PlaceValues>
      onSubmit={() => undefined}
      initialValues={placeValues(cargo)}
      validate={validate}
      subscription={{}}
    >
      {() => <PlaceFields cargo={cargo} index={index} onFocus={prepare} />}
    </Form>
  );
});
