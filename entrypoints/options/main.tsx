import { render } from 'preact';
import '@/components/base.css';
import './options.css';
import { applyPageLanguage } from '@/lib/i18n/page-root';
import { Options } from './Options';

// Before the first render: Arabic mirrors the layout, and screen readers pick the right voice.
applyPageLanguage(document.documentElement);

const root = document.getElementById('app');
if (root) render(<Options />, root);
