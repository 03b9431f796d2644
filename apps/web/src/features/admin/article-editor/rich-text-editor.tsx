import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Form, Input, Modal, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { linkHref } from './link-url';
import { MediaPicker } from '../media/media-picker';
import { useEditorT } from './use-editor-t';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** The HTML the editor starts from; later changes of the prop are ignored (remount with a new key to replace it). */
  readonly initialValue: string;
  readonly onChange: (html: string) => void;
  /** The id of the visible label ("Body"), which the editable area also carries as its aria-label. */
  readonly label: string;
  readonly invalid?: boolean;
}

const headingLevels = [2, 3, 4] as const;

/**
 * The article body: TipTap 3 (StarterKit with links and underline, headings H2–H4 since the page's title is the H1,
 * and images from the media library) under an antd toolbar. This module is the only one that imports TipTap, and the
 * screen loads it with a lazy import, so TipTap is in no other chunk.
 */
export default function RichTextEditor({ initialValue, onChange, label, invalid }: RichTextEditorProps) {
  const t = useEditorT();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...headingLevels] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => linkHref(url) !== undefined },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialValue,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'article-editor-prose' },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);

  return (
    <div className={`article-editor-rich${invalid ? ' article-editor-rich-invalid' : ''}`}>
      <Toolbar editor={editor} onLink={() => setLinkOpen(true)} onImage={() => setPickerOpen(true)} />
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setLinkOpen(false)}
        onApply={(href) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          if (href) chain.setLink({ href }).run();
          else chain.unsetLink().run();
          setLinkOpen(false);
        }}
        t={t}
      />
      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(item) => {
          editor.chain().focus().setImage({ src: item.url, alt: item.alt }).run();
        }}
      />
    </div>
  );
}

function Toolbar({ editor, onLink, onImage }: { editor: Editor; onLink: () => void; onImage: () => void }) {
  const t = useEditorT();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading: headingLevels.find((level) => current.isActive('heading', { level })),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (label: string, icon: ReactNode, active: boolean | undefined, run: () => void, disabled = false) => (
    <Tooltip title={label} key={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div className="article-editor-toolbar" role="toolbar" aria-label={t('editor.toolbar.label')}>
      {headingLevels.map((level) =>
        tool(
          t('editor.toolbar.heading', { level }),
          <span className="article-editor-tool-text">H{level}</span>,
          state.heading === level,
          () => chain().toggleHeading({ level }).run(),
        ),
      )}
      <Divider orientation="vertical" />
      {tool(t('editor.toolbar.bold'), <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {tool(t('editor.toolbar.italic'), <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {tool(t('editor.toolbar.underline'), <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {tool(t('editor.toolbar.strike'), <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      {tool(t('editor.toolbar.code'), <CodeOutlined />, state.code, () => chain().toggleCode().run())}
      <Divider orientation="vertical" />
      {tool(t('editor.toolbar.bulletList'), <UnorderedListOutlined />, state.bulletList, () => chain().toggleBulletList().run())}
      {tool(t('editor.toolbar.orderedList'), <OrderedListOutlined />, state.orderedList, () => chain().toggleOrderedList().run())}
      {tool(t('editor.toolbar.quote'), <span className="article-editor-tool-text">“”</span>, state.blockquote, () =>
        chain().toggleBlockquote().run(),
      )}
      {tool(t('editor.toolbar.rule'), <LineOutlined />, undefined, () => chain().setHorizontalRule().run())}
      <Divider orientation="vertical" />
      {tool(t('editor.toolbar.link'), <LinkOutlined />, state.link, onLink)}
      {tool(t('editor.action.insertImage'), <PictureOutlined />, undefined, onImage)}
      <Divider orientation="vertical" />
      {tool(t('editor.toolbar.undo'), <UndoOutlined />, undefined, () => chain().undo().run(), !state.canUndo)}
      {tool(t('editor.toolbar.redo'), <RedoOutlined />, undefined, () => chain().redo().run(), !state.canRedo)}
    </div>
  );
}

function LinkDialog({
  open,
  initial,
  onClose,
  onApply,
  t,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onApply: (href: string | undefined) => void;
  t: ReturnType<typeof useEditorT>;
}) {
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const apply = () => {
    if (typed.trim() === '') return onApply(undefined);
    const href = linkHref(typed);
    if (href) onApply(href);
    else setError(t('editor.link.invalid'));
  };
  return (
    <Modal
      open={open}
      title={t('editor.link.title')}
      okText={t('editor.link.apply')}
      cancelText={t('editor.confirm.cancel')}
      onOk={apply}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (visible) {
          setTyped(initial);
          setError(undefined);
        }
      }}
    >
      <Form layout="vertical" onFinish={apply}>
        <Form.Item
          label={t('editor.link.url')}
          htmlFor="article-editor-link-url"
          extra={t('editor.link.help')}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input id="article-editor-link-url" value={typed} onChange={(event) => setTyped(event.target.value)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
