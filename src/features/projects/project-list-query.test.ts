import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  projectListFilters,
  projectListParams,
  readProjectListState,
} from './project-list-query';

describe('the projects list in the address', () => {
  it('reads filters, sort, page and view, ignoring what it does not know', () => {
    const state = readProjectListState(
      new URLSearchParams(
        'q=ward&status=Live,Nope,Live&phase=DEPLOY&tag=3,x,5&type=SYSTEM&scope=REGION&sort=-name&page=2&view=cards',
      ),
    );
    expect(state).toEqual({
      search: 'ward',
      status: ['Live'],
      phase: ['DEPLOY'],
      tag: [3, 5],
      changeType: ['SYSTEM'],
      scope: ['REGION'],
      ordering: '-name',
      page: 2,
      view: 'cards',
    });
    expect(activeFilterCount(state)).toBe(7);
  });

  it('writes back a short address that reads the same', () => {
    const state = readProjectListState(new URLSearchParams('status=Planned,Paused&page=1'));
    const params = projectListParams(state);
    expect(params.toString()).toBe('status=Planned%2CPaused');
    expect(readProjectListState(params)).toEqual(state);
  });

  it('asks the API for one page of the filtered list', () => {
    const state = readProjectListState(new URLSearchParams('tag=4&page=3'));
    expect(projectListFilters(state)).toMatchObject({
      tag: [4],
      page_number: 3,
      page_size: 20,
      ordering: 'name',
    });
  });
});
