import { render } from 'preact';
import '@/components/base.css';
import './popup.css';
import { Popup } from './Popup';

const root = document.getElementById('app');
if (root) render(<Popup />, root);
