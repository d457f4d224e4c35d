import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_FILE_KEY } from '@portfolio/model';
import { editorForm, expectFeedback, expectInPlace, findPanel } from '@/testing/admin';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const entries = (port: Port) => port.store.list('resume_data').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));
const panel = (title: string) => within(screen.getByRole('heading', { name: title, level: 2 }).closest('section')!);
const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('resume admin: the Resume PDF panel', () => {
  it('shows the current file and uploads a new one as resume/resume.pdf', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Resume Management' })).toBeInTheDocument();
    expect(await panel('Resume PDF').findByText('Alex-Morgan-Resume.pdf')).toBeInTheDocument();
    expect(panel('Resume PDF').getByRole('button', { name: 'Upload New Resume' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Resume PDF file'), pdf());
    await expectFeedback('Resume PDF uploaded successfully!');
    expect(port.store.get('meta_data', RESUME_FILE_KEY)).toMatchObject({
      value: { path: 'resume/resume.pdf', filename: 'resume.pdf', url: expect.stringMatching(/^data:application\/pdf/) },
    });
    expect(port.store.file('resume/resume.pdf')).toBeDefined();
    expect(await panel('Resume PDF').findByText('resume.pdf')).toBeInTheDocument();
  });

  it('ignores a file that is not a PDF', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await screen.findByRole('heading', { name: 'Resume PDF' });
    await panel('Resume PDF').findByText('Alex-Morgan-Resume.pdf');
    const uploads = vi.spyOn(port, 'uploadFile');
    await userEvent.upload(screen.getByLabelText('Resume PDF file'), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(uploads).not.toHaveBeenCalled();
  });

  it('reports a failed upload', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await screen.findByRole('heading', { name: 'Resume PDF' });
    await panel('Resume PDF').findByText('Alex-Morgan-Resume.pdf');
    port.failures.failNext({ op: 'upload', target: 'resume/' });
    await userEvent.upload(screen.getByLabelText('Resume PDF file'), pdf());
    await expectFeedback('Failed to upload file. Please try again.', 'error');
  });

  it('deletes the resume after confirmation, and Cancel keeps it', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await userEvent.upload(await screen.findByLabelText('Resume PDF file'), pdf());
    await expectFeedback('Resume PDF uploaded successfully!');
    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Delete Resume' }));
    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Cancel' }));
    expect(port.store.file('resume/resume.pdf')).toBeDefined();

    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Delete Resume' }));
    port.failures.failNext({ op: 'deleteFile' });
    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Failed to delete resume. Please try again.', 'error');

    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Resume deleted successfully!');
    expect(port.store.file('resume/resume.pdf')).toBeUndefined();
    expect(port.store.get('meta_data', RESUME_FILE_KEY)).toEqual({ value: null });
    expect(await panel('Resume PDF').findByRole('button', { name: 'Upload Resume PDF' })).toBeInTheDocument();
  });
});

describe('resume admin: entries', () => {
  it('lists entries in three groups with start - end dates and Present, badges as thumbnails', async () => {
    renderApp({ route: '/admin/resume', signedIn: true });
    const experiences = await findPanel('Experiences');
    const current = experiences.getByRole('heading', { name: 'Senior DevOps Engineer' }).closest('li')!;
    expect(current).toHaveTextContent(/[A-Z][a-z]{2} \d{4} - Present/);
    expect((await findPanel('Certifications')).getByText('Certified Kubernetes Administrator (CKA)')).toBeInTheDocument();
    expect((await findPanel('Education')).getByText('BSc Computer Science')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Entry' })).toHaveAttribute('href', '/admin/resume/new');
  });

  it('requires title and organization, and a description only for an experience', async () => {
    renderApp({ route: '/admin/resume/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(await editorForm().findByText('Title is required')).toBeInTheDocument();
    expect(editorForm().getByText('Organization is required')).toBeInTheDocument();
    expect(editorForm().getByText('Description is required for an experience')).toBeInTheDocument();
    await userEvent.selectOptions(editorForm().getByLabelText('Type'), 'education');
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => expect(editorForm().queryByText('Description is required for an experience')).not.toBeInTheDocument());
  });

  it('clears the dates, description, url and image when the type changes, and relabels for certifications', async () => {
    renderApp({ route: '/admin/resume/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    const form = editorForm();
    await userEvent.type(form.getByLabelText(/^Title/), 'Kept');
    fireEvent.change(form.getByLabelText('Start Date'), { target: { value: '2022-01' } });
    await userEvent.type(form.getByLabelText('URL'), 'https://example.com');
    await userEvent.type(form.getByLabelText(/^Description/), 'Cleared');
    await userEvent.selectOptions(form.getByLabelText('Type'), 'certification');
    expect(form.getByLabelText(/^Title/)).toHaveValue('Kept');
    expect(form.getByLabelText('Issue Date')).toHaveValue('');
    expect(form.getByLabelText('Verification URL')).toHaveValue('');
    expect(form.getByLabelText(/^Description/)).toHaveValue('');
    expect(form.getByLabelText(/^Issuing Organization/)).toBeInTheDocument();
    expect(form.queryByLabelText('End Date')).not.toBeInTheDocument();
  });

  it('picks dates as months and stores them as the first of the month', async () => {
    const { port } = renderApp({ route: '/admin/resume/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    const form = editorForm();
    await userEvent.selectOptions(form.getByLabelText('Type'), 'education');
    expect(form.getByLabelText('Start Date')).toHaveAttribute('type', 'month');
    await userEvent.type(form.getByLabelText(/^Title/), 'MSc Cloud Computing');
    await userEvent.type(form.getByLabelText(/^Organization/), 'TU Delft');
    fireEvent.change(form.getByLabelText('Start Date'), { target: { value: '2019-09' } });
    fireEvent.change(form.getByLabelText('End Date'), { target: { value: '2021-06' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    await expectFeedback('Resume entry added successfully!');
    expect(entries(port).find((e) => e.title === 'MSc Cloud Computing')).toMatchObject({
      start_date: '2019-09-01',
      end_date: '2021-06-01',
    });
  });

  it('adds a certification with an uploaded badge, empty dates as null', async () => {
    const { port } = renderApp({ route: '/admin/resume/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    const form = editorForm();
    await userEvent.selectOptions(form.getByLabelText('Type'), 'certification');
    await userEvent.type(form.getByLabelText(/^Title/), 'Google Professional Cloud Architect');
    await userEvent.type(form.getByLabelText(/^Issuing Organization/), 'Google Cloud');
    const uploads = vi.spyOn(port, 'uploadFile');
    await userEvent.upload(form.getByLabelText('Upload file for Badge Image URL'), new File(['png'], 'badge.png', { type: 'image/png' }));
    await expectInPlace('Badge image uploaded successfully!');
    expect(uploads.mock.calls[0]![0]).toMatch(/^badges\/[\w-]+\.png$/);
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    await expectFeedback('Resume entry added successfully!');
    const added = entries(port).find((e) => e.title === 'Google Professional Cloud Architect')!;
    expect(added).toMatchObject({
      type: 'certification',
      start_date: null,
      end_date: null,
      // Last among the certifications (the sample has three): the list, not a number, sets the order.
      sort_order: entries(port).filter((e) => e.type === 'certification').length - 1,
      image_url: expect.stringMatching(/^data:image\/png/),
    });
    const row = (await (await findPanel('Certifications')).findByText('Google Professional Cloud Architect')).closest('li')!;
    expect(row.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
  });

  it('keeps the form when adding fails', async () => {
    const { port } = renderApp({ route: '/admin/resume/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    const form = editorForm();
    await userEvent.selectOptions(form.getByLabelText('Type'), 'education');
    await userEvent.type(form.getByLabelText(/^Title/), 'MSc Distributed Systems');
    await userEvent.type(form.getByLabelText(/^Organization/), 'TU Delft');
    port.failures.failNext({ op: 'add', target: 'resume_data' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    await expectFeedback('Failed to add resume entry. Please try again.', 'error');
    expect(form.getByLabelText(/^Title/)).toHaveValue('MSc Distributed Systems');
  });

  it('edits an entry on its page (end date emptied becomes null, the type is not sent) and reports a failed update', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Site Reliability Engineer' }));
    await screen.findByRole('heading', { name: /Edit Entry/ });
    const form = editorForm();
    const stored = entries(port).find((e) => e.title === 'Site Reliability Engineer')!;
    expect(form.getByLabelText('Start Date')).toHaveValue((stored.start_date as string).slice(0, 7));
    port.failures.failNext({ op: 'update', target: 'resume_data' });
    await userEvent.clear(form.getByLabelText('End Date'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Failed to update entry. Please try again.', 'error');
    expect(form.getByLabelText('End Date')).toHaveValue('');
    const batches = vi.spyOn(port, 'batch');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Entry updated successfully!');
    // One write, with what the entry is expected to hold still (the editor's save is based on it).
    const written = batches.mock.calls[0]![0].filter((op) => op.type !== 'expect');
    expect(written).toEqual([expect.objectContaining({ type: 'update', collection: 'resume_data' })]);
    expect((written[0] as { data: object }).data).not.toHaveProperty('type');
    // The start month did not change, so the stored day stays.
    expect(entries(port).find((e) => e.title === 'Site Reliability Engineer')).toMatchObject({
      end_date: null,
      start_date: stored.start_date,
    });
  });

  it('deletes an entry after confirming, and reports a failed delete', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    port.failures.failNext({ op: 'remove', target: 'resume_data' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete BSc Computer Science' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Failed to delete resume entry. Please try again.', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Delete BSc Computer Science' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    await expectFeedback('Resume entry deleted successfully!');
    await waitFor(() => expect(entries(port).some((e) => e.title === 'BSc Computer Science')).toBe(false));
  });
});
