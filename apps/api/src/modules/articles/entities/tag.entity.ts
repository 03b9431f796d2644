import { EntitySchema } from '@mikro-orm/core';

/** A tag of articles, by its text ("ISA", "self-assessment"); articles refer to it through article_tags. */
export interface Tag {
  id: string;
  name: string;
}

export const TagSchema = new EntitySchema<Tag>({
  name: 'Tag',
  tableName: 'tags',
  properties: {
    id: { type: 'string', primary: true, length: 36 },
    name: { type: 'string', length: 60, unique: 'tags_name_unique' },
  },
});
