import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source.ts';

describe('video links', () => {
  it('embeds YouTube links of every usual shape through the no-cookie player', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=Vn1sT7dIoQ4',
      'https://youtu.be/Vn1sT7dIoQ4',
      'https://m.youtube.com/watch?v=Vn1sT7dIoQ4&t=30',
      'https://www.youtube.com/embed/Vn1sT7dIoQ4',
      'https://youtube.com/shorts/Vn1sT7dIoQ4',
    ]) {
      expect(videoSource(link), link).toEqual({ kind: 'youtube', id: 'Vn1sT7dIoQ4', embedUrl: 'https://www.youtube-nocookie.com/embed/Vn1sT7dIoQ4?rel=0' });
    }
  });

  it('embeds Vimeo links through the Vimeo player', () => {
    expect(videoSource('https://vimeo.com/824515539')).toEqual({ kind: 'vimeo', id: '824515539', embedUrl: 'https://player.vimeo.com/video/824515539?dnt=1' });
    expect(videoSource('https://player.vimeo.com/video/771120467')).toMatchObject({ embedUrl: 'https://player.vimeo.com/video/771120467?dnt=1' });
  });

  it('plays a direct video file', () => {
    expect(videoSource('https://cdn.example.com/studio/visit.mp4')).toEqual({ kind: 'file', url: 'https://cdn.example.com/studio/visit.mp4' });
  });

  it('refuses anything else, never building an embed from a crafted id', () => {
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=abc"onload=x')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=Vn1sT7dIoQ4/../../evil')).toBeNull();
    expect(videoSource('https://evil.example/embed/Vn1sT7dIoQ4')).toBeNull();
    expect(videoSource('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
