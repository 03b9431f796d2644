import { MikroORM } from '@mikro-orm/core';
import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { DatabaseMediaStore } from './database-media-store';
import { LocalFolderMediaStore } from './local-folder-media-store';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';
import { MediaFilesController } from './media-files.controller';
import { MEDIA_STORE, type MediaStore } from './media-store';

/** The media library: uploads, their variants in a MediaStore chosen by MEDIA_STORE, and the public file route. */
@Module({
  controllers: [MediaController, MediaFilesController],
  providers: [
    MediaService,
    {
      provide: MEDIA_STORE,
      inject: [APP_CONFIG, MikroORM],
      useFactory: (config: AppConfig, orm: MikroORM): MediaStore =>
        config.mediaStore.kind === 'local' ? new LocalFolderMediaStore(config.mediaStore.dir) : new DatabaseMediaStore(orm),
    },
  ],
  exports: [MediaService],
})
export class MediaModule {}
