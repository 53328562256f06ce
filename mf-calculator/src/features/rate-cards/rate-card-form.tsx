import { useMemo, useRef, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RateCard } from '@dostavka/shared-kernel/contract';
import { rateCardFormSchema, validateWith } from '@dostavka/shared-kernel/rules';
import { useStaffTranslation } from '../../i18n/staff-texts';
import { cardDraft, draftCard, type CardDraft } from './card-draft';
import { ConsolidatedFields } from './consolidated-fields';
import { DedicatedFields } from './dedicated-fields';
import { submitErrors } from './submit-errors';

export type CardAction = 'preview' | 'save';

interface RateCardFormProps {
  card: RateCard;
  /** Runs the action with the card the form makes; a refusal (ApiError) is shown field by field. */
  onAction(action: CardAction, card: RateCard): Promise<void>;
}

const validate = validateWith<CardDraft>(rateCardFormSchema);

/** A rate card's form: the server's rule messages appear on the fields they are about. */
export function RateCardForm({ card, onAction }: RateCardFormProps): ReactElement {
  const { t } = useStaffTranslation();
  const action = useRef<CardAction>('save');
  // A new object would start the form again at every render.
  const initialValues = useMemo(() => cardDraft(card), [card]);
  return (
    <Form<CardDraft>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, form) => {
        try {
          await onAction(action.current, draftCard(values, card));
          return undefined;
        } catch (error) {
          return submitErrors(error, form.getRegisteredFields(), t('rateCards.failed'));
        }
      }}
    >
      {({ handleSubmit, values, form, submitting, submitError }) => (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{ display: 'grid', gap: 2 }}
          aria-label={card.name}
        >
          {values.consolidated && <ConsolidatedFields values={values.consolidated} form={form} />}
          {values.dedicated && <DedicatedFields values={values.dedicated} form={form} />}
          {Array.isArray(submitError) && (
            <Alert severity="error">
              {t('rateCards.problems')}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {(submitError as string[]).map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Box>
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="outlined"
              disabled={submitting}
              onClick={() => {
                action.current = 'preview';
              }}
            >
              {t('rateCards.preview')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              onClick={() => {
                action.current = 'save';
              }}
            >
              {t('rateCards.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}
