import { makeAutoObservable } from 'mobx';

/** Ids of page elements that announced themselves (landing anchors the menu can scroll to). */
export class ElementsIdsStore {
  ids: string[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  add(id: string): void {
    if (!this.ids.includes(id)) this.ids.push(id);
  }

  remove(id: string): void {
    this.ids = this.ids.filter((item) => item !== id);
  }

  has(id: string): boolean {
    return this.ids.includes(id);
  }
}
