import { testCity } from './test-data';
import { createTestRoot, memoryStorage } from './test-support';

const spb = testCity('78', 'Санкт-Петербург');
const msk = testCity('77', 'Москва');

describe('saved contacts', () => {
  it('saving the same person again replaces the entry', () => {
    const { root } = createTestRoot();
    root.localStorage.saveContact({ name: 'Иван', phone: '+79120000001' }, spb);
    root.localStorage.saveContact({ name: 'иван', phone: '8 912 000-00-01' }, msk);
    expect(root.localStorage.savedContacts).toHaveLength(1);
    expect(root.localStorage.savedContacts[0]!.direction.city.code).toBe('77');
  });

  it('deleting removes by signature', () => {
    const { root } = createTestRoot();
    root.localStorage.saveContact({ name: 'Иван', phone: '+79120000001' }, spb);
    root.localStorage.deleteContact(root.localStorage.savedContacts[0]!.signature);
    expect(root.localStorage.savedContacts).toEqual([]);
  });

  it('senders match the origin city and recipients the destination, newest first', () => {
    const { root } = createTestRoot();
    root.localStorage.saveContact({ name: 'Иван', phone: '1' }, spb);
    root.localStorage.saveContact({ name: 'Пётр', phone: '2' }, msk);
    root.localStorage.saveContact({ name: 'Ольга', phone: '3' }, { code: '', fias: spb.fias });
    expect(root.localStorage.senderContacts).toEqual([]);
    root.shipment.setCity('from', spb);
    root.shipment.setCity('to', msk);
    expect(root.localStorage.senderContacts.map((c) => c.contact.name)).toEqual(['Ольга', 'Иван']);
    expect(root.localStorage.recipientContacts.map((c) => c.contact.name)).toEqual(['Пётр']);
  });
});

describe('local storage persistence', () => {
  it('saves under dostavka:localStorage and restores into a new store', () => {
    const { storage, data } = memoryStorage();
    const first = createTestRoot({ storage }).root;
    first.localStorage.markVisited();
    first.localStorage.saveContact({ name: 'Иван', phone: '1' }, spb);
    expect(JSON.parse(data.get('dostavka:localStorage')!)).toMatchObject({ firstVisit: false });
    const second = createTestRoot({ storage }).root;
    expect(second.localStorage.firstVisit).toBe(false);
    expect(second.localStorage.savedContacts).toEqual(first.localStorage.savedContacts);
  });

  it('drops stored entries of the wrong shape', () => {
    const good = {
      contact: { name: 'a', phone: '1' },
      direction: { city: { code: '78', fias: 'f' } },
      signature: 's',
    };
    const { storage } = memoryStorage({
      'dostavka:localStorage': JSON.stringify({
        firstVisit: 'no',
        savedContacts: [good, { signature: 1 }, null],
      }),
    });
    const { root } = createTestRoot({ storage });
    expect(root.localStorage.firstVisit).toBe(true);
    expect(root.localStorage.savedContacts).toEqual([good]);
  });

  it('a storage that refuses to save does not break the store', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { root } = createTestRoot({ storage });
    expect(() => root.localStorage.markVisited()).not.toThrow();
    expect(root.localStorage.firstVisit).toBe(false);
  });
});
