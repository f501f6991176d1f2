// DXIL SM 6.6+: dynamic resources, 64-bit atomics, sampler feedback, pack/unpack, IsHelperLane
cbuffer C : register(b0) { uint TexIdx; uint BufIdx; uint SmpIdx; };
FeedbackTexture2D<SAMPLER_FEEDBACK_MIN_MIP> Fb : register(u2);
FeedbackTexture2DArray<SAMPLER_FEEDBACK_MIP_REGION_USED> FbA : register(u3);
Texture2D<float4> Tx : register(t0);
Texture2DArray<float4> TxA : register(t1);
SamplerState Sm : register(s0);

float4 PSDyn(float2 uv : TEXCOORD0) : SV_Target
{
    Texture2D<float4> t = ResourceDescriptorHeap[TexIdx];
    SamplerState s = SamplerDescriptorHeap[SmpIdx];
    RWStructuredBuffer<uint64_t> b = ResourceDescriptorHeap[NonUniformResourceIndex(BufIdx + (uint)uv.x)];
    float4 c = t.Sample(s, uv);
    uint64_t old;
    InterlockedAdd(b[0], (uint64_t)1 << 33, old);
    InterlockedMax(b[1], (uint64_t)c.x, old);
    Fb.WriteSamplerFeedback(Tx, Sm, uv);
    Fb.WriteSamplerFeedbackBias(Tx, Sm, uv, 0.5);
    FbA.WriteSamplerFeedbackLevel(TxA, Sm, float3(uv, 1), 2);
    FbA.WriteSamplerFeedbackGrad(TxA, Sm, float3(uv, 0), float2(0.1, 0), float2(0, 0.1));
    int8_t4_packed p = pack_clamp_s8(int4(c * 100));
    uint8_t4_packed q = pack_u8((uint4)(c * 255));
    int4 up = unpack_s8s32(p);
    return c + (float)old + up.x + (float)(uint)q + (IsHelperLane() ? 1 : 0);
}

[numthreads(16, 1, 1)]
void CSDyn(uint id : SV_DispatchThreadID)
{
    RWByteAddressBuffer raw = ResourceDescriptorHeap[BufIdx];
    RWTexture2D<uint64_t> img = ResourceDescriptorHeap[BufIdx + 1];
    uint64_t o;
    raw.InterlockedCompareExchange64(id * 8, 0, (uint64_t)id, o);
    InterlockedOr(img[uint2(id, 0)], o);
    raw.Store(id * 4 + 512, dot4add_u8packed(id, (uint)o, 7) + (uint)dot4add_i8packed(id, 3, 1));
}
