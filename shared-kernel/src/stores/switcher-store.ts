import { makeAutoObservable } from 'mobx';

/** The panels of the city picker. */
export type PickerPanel =
  'city' | 'from-region' | 'to-region' | 'region-city' | 'city-region' | 'from-city' | 'to-city';

/** UI state of the city picker: the letter the catalogue is filtered by. */
export class SwitcherStore {
  letter: string | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Choosing the selected letter again clears it. */
  selectLetter(letter: string | null): void {
    this.letter = letter === this.letter ? null : letter;
  }
}
