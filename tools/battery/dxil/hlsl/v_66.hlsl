#if __SHADER_TARGET_MINOR >= 6
// SM 6.4-6.8 features
struct CS { uint Idx; float Ref; float Bias; int2 Off; };
cbuffer C : register(b0) { uint Idx; float Ref; float Bias; int2 Off; };
RWStructuredBuffer<uint64_t> U64 : register(u0);
RWByteAddressBuffer Raw : register(u1);
RWTexture2D<int64_t> Img64 : register(u2);
groupshared int64_t GS64[4];
SamplerComparisonState SC : register(s1);
SamplerState S : register(s0);

[numthreads(32, 1, 1)]
void CS64(uint gi : SV_GroupIndex)
{
    uint64_t o;
    InterlockedAdd(U64[gi], (uint64_t)gi << 33);
    InterlockedCompareExchange(U64[0], 1ull, 2ull, o);
    Raw.InterlockedMax64(8, o);
    Raw.InterlockedCompareStore64(16, 0, o);
    InterlockedOr(Img64[uint2(gi, 0)], (int64_t)o);
    InterlockedMin(GS64[gi & 3], -(int64_t)o);
    Raw.Store<uint64_t>(32, GS64[0]);
}

[numthreads(64, 1, 1)]
void CSHeap(uint id : SV_DispatchThreadID)
{
    Texture2D<float4> t = ResourceDescriptorHeap[Idx];
    SamplerState s = SamplerDescriptorHeap[Idx + 1];
    RWStructuredBuffer<float4> o = ResourceDescriptorHeap[NonUniformResourceIndex(id)];
    ConstantBuffer<CS> cb = ResourceDescriptorHeap[3];
    o[id] = t.SampleLevel(s, id / 64.0, 0) + cb.Ref;
}

[WaveSize(32)]
[numthreads(32, 1, 1)]
void CSPack(uint id : SV_DispatchThreadID)
{
    uint8_t4_packed p = pack_u8(uint4(id, id + 1, id + 2, id + 3));
    int8_t4_packed q = pack_clamp_s8(int4(id, -id, 300, -300));
    uint4 u = unpack_u8u32(p);
    int4 s = unpack_s8s32(q);
    uint d = dot4add_u8packed(p, (uint)q, u.x);
    int e = dot4add_i8packed(p, (uint)q, s.y);
    Raw.Store4(0, u + d + e + WaveGetLaneCount() + WaveGetLaneIndex());
    Raw.Store(16, WaveMatch(id).x + WaveMultiPrefixSum(id, uint4(1, 0, 0, 0)) + WaveMultiPrefixCountBits(id & 1, uint4(3, 0, 0, 0)));
}

#endif
#if __SHADER_TARGET_MINOR >= 7
Texture2D<float4> T : register(t0);
Texture2D<uint> TU : register(t1);
RWTexture2DMS<float4, 4> MsW : register(u3);
float4 PS67(float4 pos : SV_Position, float2 uv : TEXCOORD, uint si : SV_SampleIndex) : SV_Target
{
    float4 r = T.SampleCmpLevel(SC, uv, Ref, 2.0).xxxx;
    r += T.Sample(S, uv, Off) + T.SampleLevel(S, uv, 0, Off);
    r += T.Gather(S, uv, Off);
    uint4 g = TU.GatherRaw(S, uv);
    r += g;
    MsW.sample[si][uint2(pos.xy)] = r;
    r += IsHelperLane() ? 1 : 0;
    r += QuadAny(r.x > 0) + QuadAll(r.y > 0);
    r += QuadReadAcrossX(r) + QuadReadAcrossY(r) + QuadReadAcrossDiagonal(r) + QuadReadLaneAt(r, 2);
    return r;
}

#endif
#if __SHADER_TARGET_MINOR >= 8
float4 PS68(float2 uv : TEXCOORD) : SV_Target
{
    return T.SampleCmpBias(SC, uv, Ref, Bias, Off).xxxx + T.SampleCmpGrad(SC, uv, Ref, ddx(uv), ddy(uv)).xxxx + T.SampleBias(S, uv, Bias, int2(0, 1), 4.0);
}

struct VI { float4 p : POSITION; uint sv : SV_StartVertexLocation; uint si : SV_StartInstanceLocation; uint vid : SV_VertexID; };
struct VO { float4 p : SV_Position; nointerpolation uint a : A; };
VO VS68(VI i) { VO o; o.p = i.p; o.a = i.sv * 3 + i.si + i.vid; return o; }

[WaveSize(16, 64, 32)]
[numthreads(64, 1, 1)]
void CSRange(uint id : SV_DispatchThreadID) { Raw.Store(id * 4, WaveActiveMax(id) + WaveActiveBitXor(id) + WaveReadLaneFirst(id) + WavePrefixProduct(id)); }

#endif
